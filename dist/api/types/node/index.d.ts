import { UsageError } from '../core/errors.js';
import type { DeployOptions, RunResult, WatchOptions, WhoamiOptions, WhoamiResult } from './types.js';
export { UsageError };
export type { DeployOptions, WatchOptions, WhoamiOptions, Duration, ApiOptions, RunResult, WhoamiResult } from './types.js';
export type { RunEvent, LogEvent, StateEvent, PhaseEvent, OutputEvent, AnnotationEvent, VerifyRunEvent } from '../result/events.js';
export type { FailureKind, Result, Health, KeyInfo } from '../core/result.js';
export type { ServiceEntry } from '../core/outputs.js';
/** Deploys one service, or several (`serviceId` as an array, or `appFile`), and follows it to its end. */
export declare function deploy(options: DeployOptions): Promise<RunResult>;
/** Follows a deployment already queued to its end; deploys nothing. */
export declare function watch(options: WatchOptions): Promise<RunResult>;
/** Who the key is and what it may do for a deploy (`key` and `can` in the result); changes nothing. */
export declare function whoami(options: WhoamiOptions): Promise<WhoamiResult>;
