import type { EngineEvent, SafeLogLine, VerifyEvent } from '../core/host.js';
import type { OutputName } from '../core/result.js';
/** A deployment log line; `service`: the app's name for the service that wrote it. */
export interface LogEvent {
    type: 'log';
    seq: number;
    line: string;
    service?: string;
}
/** The deployment's status as the service named it. */
export interface StateEvent {
    type: 'state';
    status: string;
    service?: string;
}
/** A phase of the run starts, e.g. "Checking the API key". */
export interface PhaseEvent {
    type: 'phase';
    name: string;
    service?: string;
}
/**
 * Something worth a look (`warning`) or worth knowing (`notice`); `title` is its short heading,
 * `service` the app's name for the service it is about (neither repeats it).
 */
export interface AnnotationEvent {
    type: 'notice' | 'warning';
    message: string;
    title?: string;
    service?: string;
}
/** An output known before the end (`deploymentId` once queued), as the Action sets it at once. */
export interface OutputEvent {
    type: 'output';
    name: OutputName;
    value: string;
    service?: string;
}
/**
 * The verification window after going live (`stage`): `start` (`forMs`, `intervalMs`),
 * `probe-failed` (`atMs`, `problem`), `match` (`atMs`, `line`, `known`), `end` (`result`, `reason`);
 * `atMs` counts from going live.
 */
export type VerifyRunEvent = VerifyEvent & {
    service?: string;
};
/** Every event of a run but its result, told apart by `type`. */
export type RunEvent = LogEvent | StateEvent | PhaseEvent | OutputEvent | AnnotationEvent | VerifyRunEvent;
/** One event per log line, in the order given; a line shown again is no new event. */
export declare function logEvents(lines: readonly SafeLogLine[]): LogEvent[];
/** The engine's progress as an event: a phase, a state, an output as soon as it is known, the verification window. */
export declare function engineEvent(event: EngineEvent): PhaseEvent | StateEvent | OutputEvent | VerifyRunEvent;
/** A notice or a warning as an event; `service`: the app's service it is about. */
export declare function annotationEvent(type: 'notice' | 'warning', message: string, title: string | undefined, service?: string): AnnotationEvent;
