// What a deployment's state means. The spec does not show the states; the words below are
// the ones the service's documentation says it may use (docs/api-notes.md, Deployment record).

/** What a final state means. */
export type FinalClass = 'success' | 'failure' | 'cancelled'
export type StateClass = FinalClass | 'in_progress'

const WORDS: Record<Exclude<StateClass, 'in_progress'> | 'in_progress', readonly string[]> = {
  success: [
    'live',
    'success',
    'succeeded',
    'successful',
    'deployed',
    'healthy',
    'active',
    'ready',
    'running',
    'complete',
    'completed',
    'done'
  ],
  failure: [
    'failed',
    'failure',
    'error',
    'errored',
    'crashed',
    'unhealthy',
    'build_failed',
    'deploy_failed',
    'update_failed',
    'pre_deploy_failed',
    'upload_failed',
    'timed_out',
    'rejected'
  ],
  cancelled: ['canceled', 'cancelled', 'aborted', 'stopped', 'removed', 'skipped', 'superseded', 'deactivated'],
  in_progress: [
    'queued',
    'pending',
    'created',
    'initializing',
    'waiting',
    'scheduled',
    'building',
    'build_in_progress',
    'deploying',
    'update_in_progress',
    'pre_deploy_in_progress',
    'provisioning',
    'allocating',
    'starting',
    'releasing',
    'needs_approval'
  ]
}

const CLASS_OF = new Map<string, StateClass>(
  (Object.entries(WORDS) as [StateClass, readonly string[]][]).flatMap(([cls, words]) =>
    words.map(word => [word, cls] as const)
  )
)

/** Case-insensitive, with `-` and spaces read as `_`. */
export function normalizeState(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '_')
}

export interface Classified {
  class: StateClass
  /** False when the word is not one the spec lists; it then counts as in progress. */
  known: boolean
}

export function classifyState(status: string): Classified {
  const cls = CLASS_OF.get(normalizeState(status))
  return cls === undefined ? { class: 'in_progress', known: false } : { class: cls, known: true }
}

/**
 * Follows one deployment's states. A cancelled-like state after a success state means the
 * deployment went live and was later replaced, which counts as success (docs/api-notes.md, Deployment record).
 */
/** Unknown words remembered as warned about; past that, each is reported every time (a flood's printing is bounded by the caller). */
const MAX_WARNED_WORDS = 100

export class DeploymentStateTracker {
  #seenSuccess = false
  #last: string | undefined
  readonly #warnedUnknown = new Set<string>()

  constructor(private readonly onUnknown: (status: string) => void) {}

  get last(): string | undefined {
    return this.#last
  }

  /**
   * Records a state from the record or the log stream; returns its class, with the
   * success-then-cancelled rule applied (a deployment may go live and be replaced between two
   * reads of its record, so a success the stream showed counts too).
   */
  observe(status: string): StateClass {
    const cls = this.#classify(status)
    if (cls === 'success') this.#seenSuccess = true
    if (cls === 'cancelled' && this.#seenSuccess) return 'success'
    return cls
  }

  /** Classifies a state, warning once per unknown word (of the first MAX_WARNED_WORDS). */
  #classify(status: string): StateClass {
    this.#last = status
    const { class: cls, known } = classifyState(status)
    if (!known) {
      const key = normalizeState(status)
      if (!this.#warnedUnknown.has(key)) {
        if (this.#warnedUnknown.size < MAX_WARNED_WORDS) this.#warnedUnknown.add(key)
        this.onUnknown(status)
      }
    }
    return cls
  }
}
