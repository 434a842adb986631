export const id = 524;
export const ids = [524];
export const modules = {

/***/ 3731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployApp: () => (/* binding */ deployApp)
});

// EXTERNAL MODULE: ./src/engine/deploy.ts + 14 modules
var deploy = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/engine/settle.ts + 1 modules
var settle = __webpack_require__(4418);
// EXTERNAL MODULE: ./src/steps/run.ts + 1 modules
var steps_run = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/steps/key-check.ts
var key_check = __webpack_require__(9301);
// EXTERNAL MODULE: ./src/text/remote-text.ts
var remote_text = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
;// CONCATENATED MODULE: ./src/app/app-key.ts




// One key check for the whole app, before anything changes: a service key names one service,
// so given several it is refused with the services it cannot reach; the permissions are
// checked once, variables: write when any service has variables.
async function checkAppKey(client, app, log) {
    const identity = await (0,key_check/* readIdentity */.xN)(client);
    const scope = identity.keyScope;
    const ids = app.services.map(service => service.config.serviceId);
    if ((0,key_check/* isServiceKey */.ns)(scope) && ids.length > 1) {
        const bound = typeof scope?.serviceId === 'string' ? scope.serviceId : undefined;
        const unreachable = ids.filter(id => id !== bound);
        throw new errors/* KeyRefused */.mG(`The API key is a service key${bound === undefined ? '' : ` bound to service ${(0,remote_text/* messageExcerpt */.JA)(bound, 80)}`}, so it cannot deploy ${unreachable.join(', ')}: a service key reaches one service, and this app has ${ids.length}. Nothing was changed.`, `use a project or account key for an app of several services, or give ${(0,vocabulary/* setting */.Pe)('serviceId')} one service.`);
    }
    const variables = app.services.flatMap(service => service.config.variables);
    const logs = app.services.some(service => service.config.logs);
    const wait = app.services.some(service => service.config.wait);
    // A service with a verification window: a key without logs: read says what that costs, once.
    const verify = app.services.find(service => service.config.verify)?.config.verify;
    const patterns = patternsOf(app);
    return (0,key_check/* judgeKey */.FF)(identity, { serviceId: ids.length === 1 ? ids[0] : undefined, variables, logs, wait, verify, patterns }, log);
}
/** The app's log patterns, named by key and service (they need logs: read); undefined when none has any. */
function patternsOf(app) {
    const named = app.services.flatMap(({ name, config }) => {
        const keys = [
            config.verify?.failOnLog.length ? '`fail-on-log`' : undefined,
            config.verify?.ignoreLog.length ? '`ignore-log`' : undefined
        ].filter(key => key !== undefined);
        return keys.length === 0 ? [] : [`${keys.join(' and ')} of service \`${name}\``];
    });
    return named.length === 0 ? undefined : named.join(', ');
}

// EXTERNAL MODULE: ./src/steps/log-patterns.ts
var log_patterns = __webpack_require__(1349);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/hosting-api.ts
var hosting_api = __webpack_require__(7855);
// EXTERNAL MODULE: ./src/steps/service-url.ts
var service_url = __webpack_require__(9436);
;// CONCATENATED MODULE: ./src/app/app-services.ts





async function findTheServices(client, app, key, log) {
    const urls = new Map();
    const missing = [];
    await Promise.all(app.services.map(async ({ config }) => {
        const byDomains = key.canReadDomains && config.environmentUrl === undefined;
        // No URL to find for this key: the app says so once (missingUrls), not each service.
        if (!key.canReadDomains && config.environmentUrl === undefined)
            urls.set(config.serviceId, undefined);
        try {
            // As long as the deploy's own optional read may take: a slow answer proves nothing either way.
            const signal = AbortSignal.timeout(hosting_api/* OPTIONAL_READ_MS */.F);
            if (!byDomains)
                await client.listDeployments(config.serviceId, { signal });
            else
                urls.set(config.serviceId, (0,service_url/* firstVerified */.Lj)(await client.domains(config.serviceId, signal), log));
        }
        catch (error) {
            // Any other failure is the deploy's to meet and report, as for one service.
            if (error instanceof api_errors/* ApiError */.hD && error.status === 404)
                missing.push(config.serviceId);
        }
    }));
    if (missing.length > 0)
        throw new errors/* NotFound */.Mk(`The app names ${missing.length === 1 ? 'a service' : 'services'} the API does not know, or this key cannot see: ${missing.sort().join(', ')} (HTTP 404). Nothing was changed: no service of the app was deployed.`, `check each ${(0,vocabulary/* setting */.Pe)('serviceId')} against the dashboard, and that the key's scope reaches it.`);
    return urls;
}
/**
 * The services left without a URL (no environment-url, and no verified domain found or none
 * this key may read), said once for the app; undefined when every service has one or reads its own.
 */
function missingUrls(app, key, urls) {
    const names = app.services
        .filter(({ config }) => urls.has(config.serviceId) && urls.get(config.serviceId) === undefined)
        .map(service => service.name);
    if (names.length === 0)
        return undefined;
    const why = key.canReadDomains
        ? `${names.length === 1 ? 'it has' : 'they have'} no verified domain, and ${(0,vocabulary/* setting */.Pe)('environmentUrl')} is empty`
        : `${(0,vocabulary/* setting */.Pe)('environmentUrl')} is empty, and the API key lacks domains: read to find a verified domain`;
    return `No URL for ${names.join(', ')}: ${why}.`;
}

// EXTERNAL MODULE: ./src/core/host.ts
var core_host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/core/outputs.ts
var outputs = __webpack_require__(1533);
// EXTERNAL MODULE: ./src/text/secrets.ts
var secrets = __webpack_require__(9690);
;// CONCATENATED MODULE: ./src/text/output-values.ts


/** `value`, or empty with a warning naming `name` when it holds the API key or the GitHub token. */
function credentialFree(name, value, warnings) {
    if (!containsCredential(value))
        return value;
    warnings.push(`${name} is written empty: its value holds the API key or the GitHub token.`);
    return '';
}
/** Every output of a run as text, each holding no secret; `name` spells an output in the warnings. */
function outputTexts(result, name, warnings) {
    const texts = {};
    for (const output of OUTPUTS) {
        const text = outputText(output.value(result));
        texts[output.key] = 'closed' in output ? text : credentialFree(name(output), text, warnings);
    }
    return texts;
}
/**
 * A sentence for a structured output (an app's `results` entry's `reason`) that every channel a
 * later job reads carries as written: JSON escapes `"` and control characters with `\`, which a
 * dotenv line cannot hold (cli/result/outputs.ts writes such a value empty), nor `$` (GitLab
 * expands it) or a `#` after a space (read as a comment). Double quotes become single ones, a
 * backslash a slash, `$` and such a `#` their full-width forms, and invisible characters spaces.
 */
function plainSentence(text) {
    return text
        .replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu, ' ')
        .replace(/"/g, "'")
        .replace(/\\/g, '/')
        .replace(/\$/g, '\uff04')
        .replace(/(^|\s)#/g, '$1\uff03')
        .trim();
}

;// CONCATENATED MODULE: ./src/app/app-result.ts

// One result for the app: `success` only when every service went live (and healthy, when
// checked); otherwise the result, failure kind and error of the first service to fail (its
// result `failure` when nothing of it was queued), with each service's own entry in `services`
// (the `results` output), in the app's order, a failed or skipped one with its reason.
/** One service's entry, from its deploy's result, or skipped with why. */
function serviceEntry(service, end) {
    const serviceId = service.config.serviceId;
    if (!end.ran)
        return {
            name: service.name,
            serviceId,
            deploymentId: null,
            result: 'skipped',
            status: null,
            failureKind: null,
            ref: null,
            url: null,
            health: 'skipped',
            durationMs: 0,
            rollback: null,
            reason: plainSentence(end.reason),
            verify: null
        };
    const result = end.value;
    return {
        name: service.name,
        serviceId,
        deploymentId: result.deploymentId ?? null,
        result: result.result ?? null,
        status: result.status ?? null,
        failureKind: result.failureKind ?? null,
        ref: result.ref ?? null,
        url: result.url ?? null,
        health: result.health,
        durationMs: Math.max(0, Math.round(result.durationMs)),
        rollback: result.rollbackDeploymentId === undefined
            ? null
            : {
                deploymentId: result.rollbackDeploymentId,
                ref: result.rollbackRef ?? '',
                result: result.rollbackResult ?? null
            },
        reason: result.error ? plainSentence(result.error.message) : null,
        verify: result.verify ? plainVerify(result.verify) : null
    };
}
/** A service's verification window as its `results` entry carries it: every sentence plain (plainSentence). */
function plainVerify(verify) {
    return {
        ...verify,
        reason: plainSentence(verify.reason),
        matches: verify.matches.map(match => ({ ...match, line: plainSentence(match.line) }))
    };
}
/** Whether a service's deploy went live (and healthy, when checked). */
function wentLive(result) {
    return result.failureKind === undefined && (result.result === 'success' || result.result === 'queued');
}
/**
 * The app's result: every service's entry; the first failure (in the order services ended)
 * speaks for the app, its title naming the service.
 */
function appResult(entries, results, failedInOrder, durationMs) {
    const first = failedInOrder[0];
    const failed = first === undefined ? undefined : results.get(first);
    const others = entries.filter(entry => entry.name !== first && entry.result !== 'success' && entry.result !== 'queued');
    const also = others.length === 0
        ? ''
        : ` Also: ${others.map(entry => `${entry.name} ${entry.result ?? 'not queued'}`).join(', ')}.`;
    const allQueued = entries.every(entry => entry.result === 'queued');
    return {
        result: failed ? appFailure(failed) : allQueued ? 'queued' : 'success',
        status: undefined,
        deploymentId: undefined,
        ref: undefined,
        url: undefined,
        health: 'skipped',
        envImported: sum([...results.values()].map(result => result.envImported)),
        skipped: [...results.values()].flatMap(result => result.skipped),
        rollbackDeploymentId: undefined,
        rollbackRef: undefined,
        durationMs,
        error: failed?.error && {
            ...failed.error,
            title: `${first}: ${failed.error.title}`,
            // "Queuing the deployment failed: HTTP 400 ...", under its title: the service named once, before both.
            message: `${failed.error.message.startsWith(`${failed.error.title}:`) ? `${first}: ` : ''}${failed.error.message}${also}`,
            ...(failed.error.annotation === undefined ? {} : { annotation: `${failed.error.annotation}${also}` })
        },
        failureKind: failed?.failureKind,
        ...(failed?.tail ? { tail: failed.tail } : {}),
        services: entries
    };
}
/**
 * The app's result when a service failed: that service's, or, when nothing of it was queued (a
 * refused deploy request has no result), `failure`; `interrupted` when a signal stopped it first.
 */
function appFailure(failed) {
    if (failed.result !== undefined)
        return failed.result;
    return failed.failureKind === 'interrupted' ? 'interrupted' : 'failure';
}
function sum(values) {
    const known = values.filter((value) => value !== undefined);
    return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0);
}
/** The services as reports list them: failed first, then skipped, then those that went live, each group in the app's order. */
function failedFirst(services) {
    const rank = (entry) => entry.result === 'success' || entry.result === 'queued' ? 2 : entry.result === 'skipped' ? 1 : 0;
    return services
        .map((entry, index) => ({ entry, index }))
        .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
        .map(({ entry }) => entry);
}

// EXTERNAL MODULE: ./src/steps/rollback.ts
var steps_rollback = __webpack_require__(6691);
// EXTERNAL MODULE: ./src/text/error-text.ts
var error_text = __webpack_require__(6589);
;// CONCATENATED MODULE: ./src/app/app-rollback.ts





/** Each live service returned to its previous ref, all at once, by name. */
async function returnToPreviousRefs(client, live, options) {
    const done = await Promise.all(live.map(async (entry) => [entry.service.name, await returnOne(client, entry, options)]));
    return new Map(done);
}
/** One service's return, on a run of its own (its own clock, the app's client and signal). */
async function returnOne(client, { service, deploymentId, host }, options) {
    const run = (0,steps_run/* startRun */.A)(service.config, host, { ...options, client }, {});
    // Kept once queued: a return stopped (the job cancelled, the timeout) still names its redeploy.
    let queued;
    try {
        run.host.info(`Returning ${service.name} to the ref that was live before this run (another service of the app failed).`);
        const rollback = await (0,steps_rollback/* rollBack */.F)({
            client: run.client,
            serviceId: service.config.serviceId,
            failedId: deploymentId,
            deadline: run.deadline,
            sink: run.sink,
            followLogs: service.config.logs,
            log: run.host,
            onQueued: redeploy => void (queued = redeploy)
        });
        const { outcome, note } = rollback;
        return {
            rollback: queued ? { deploymentId: queued.deploymentId, ref: queued.ref, result: outcome ?? null } : null,
            note
        };
    }
    catch (error) {
        const why = (0,error_text/* describeError */.U)(`Returning ${service.name} to its previous ref`, error);
        // The redeploy goes on at the service: followed elsewhere, it may still go live.
        const note = queued
            ? (0,vocabulary/* spell */.lO)(`${why} Deployment ${queued.deploymentId}${queued.ref === '' ? '' : ` of ${(0,remote_text/* messageExcerpt */.JA)(queued.ref, 100)}`} goes on at the service. ${(0,vocabulary/* followAdvice */.Al)(queued.deploymentId, service.config.serviceId)}.`, run.words)
            : why;
        run.host.warning(note, 'Rollback failed');
        return { rollback: queued ? { deploymentId: queued.deploymentId, ref: queued.ref, result: null } : null, note };
    }
    finally {
        run.sink.finish();
        run.stop();
    }
}

;// CONCATENATED MODULE: ./src/app/schedule.ts
// The order of an app's services: a service starts when each of its needs went live, services
// with no order between them run at once (at most `maxParallel`), and after a failure no
// further service starts (fail-fast), while those already started are followed to their end.
// Pure of any I/O: the deploy of one service is the `start` it is given.
//
// A step's outcome may be known before it ends: a failed deployment still rolls back, a live
// one may still be watched for a while. The step says so through its `verdict`, and the
// schedule acts on it at once: a failure stops further starts (fail-fast), a success releases
// the steps that need it.
/**
 * Runs each step once, in an order its needs allow; resolves when every step has ended or was
 * skipped, with each step's end in the steps' own order. `start` must not reject. A step that
 * told `verdict(false)` ends with `ok: false`, whatever its final `ok`.
 */
async function runInOrder(steps, options, start) {
    const schedule = new Schedule(options, start);
    for (;;) {
        const seen = schedule.events;
        schedule.startWhatCan(steps);
        if (schedule.idle)
            break;
        // A verdict told while the steps were looked at (a start that tells at once): look again.
        if (schedule.events === seen)
            await schedule.changed();
    }
    return schedule.ends(steps);
}
/** The steps started and ended so far, and the first failure. */
class Schedule {
    options;
    start;
    #ended = new Map();
    #running = new Map();
    #firstFailure;
    /** Every verdict and end counts, and wakes the loop; a count catches those told while it did not wait. */
    events = 0;
    #wake = () => undefined;
    constructor(options, start) {
        this.options = options;
        this.start = start;
    }
    get idle() {
        return this.#running.size === 0;
    }
    /** Resolves at the next verdict or end. */
    changed() {
        return new Promise(resolve => (this.#wake = resolve));
    }
    /** Starts each step that may start now, and skips each that never will. */
    startWhatCan(steps) {
        const limit = Math.max(1, this.options.maxParallel);
        let busy = [...this.#running.values()].filter(state => state.early !== true).length;
        for (const step of steps) {
            if (this.#ended.has(step.name) || this.#running.has(step.name))
                continue;
            const blocked = step.needs.find(need => this.#outcomeOf(need) === false);
            if (blocked !== undefined) {
                this.#ended.set(step.name, { ran: false, reason: skippedFor(blocked, this.#ended.get(blocked)) });
            }
            else if (this.options.failFast && this.#firstFailure !== undefined) {
                this.#ended.set(step.name, {
                    ran: false,
                    reason: `not started: ${this.#firstFailure} failed first (fail-fast)`
                });
            }
            else if (busy < limit && step.needs.every(need => this.#outcomeOf(need) === true)) {
                this.#launch(step.name);
                busy++;
            }
        }
    }
    /** Each step's end, in the steps' order; whatever could never start (a net: a need outside the steps is refused before). */
    ends(steps) {
        return new Map(steps.map(step => [step.name, this.#ended.get(step.name) ?? { ran: false, reason: 'not started' }]));
    }
    /** A need's outcome as far as it is known: ended, or told early. */
    #outcomeOf(name) {
        const end = this.#ended.get(name);
        if (end !== undefined)
            return end.ran && end.ok;
        return this.#running.get(name)?.early;
    }
    #launch(name) {
        const state = { early: undefined };
        this.#running.set(name, state);
        const verdict = ok => {
            // Told once; a success may still turn a failure (a verification window that broke).
            if (state.early === false || state.early === ok || !this.#running.has(name))
                return;
            state.early = ok;
            if (!ok)
                this.#firstFailure ??= name;
            this.#changed();
        };
        void this.start(name, verdict).then(({ ok, value }) => {
            const passed = ok && state.early !== false;
            this.#running.delete(name);
            this.#ended.set(name, { ran: true, ok: passed, value });
            if (!passed)
                this.#firstFailure ??= name;
            this.#changed();
        });
    }
    #changed() {
        this.events++;
        this.#wake();
    }
}
/** Why a step was skipped: its need failed (it ran, or is still running after its verdict), or never started. */
function skippedFor(need, end) {
    return end === undefined || end.ran
        ? `not started: it needs ${need}, which failed`
        : `not started: it needs ${need}, which did not start`;
}

// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/app/service-host.ts


// The host one service of an app speaks through: everything it says is labelled with its name,
// and a line of the deployment's log is told from the tool's own by its mark (docs/cli.md):
//
//   web     | ==> Cloning web at main      a line of web's deployment log
//   web:      Queuing the deployment       the tool's own line about web
//
// Streamed, each line goes out as it comes, the name padded to the longest (as `docker compose`
// does). Grouped, the service's log is kept and printed whole, in one group, when the service
// ends; in it the lines read as one service's do on the command line (the log's after `  | `,
// the tool's own at the margin), and meanwhile one line per state change keeps the job alive.
// A failure is marked (✖, red where colour is on) as soon as it is known, and the app prints a
// failed service's last lines again at its end. The steps below never learn that there are
// several services.
/**
 * The most a grouped service keeps before it ends, in bytes of heap; past it lines are counted,
 * not kept. Every kept line costs KEPT_LINE_BYTES besides its text, so that empty lines fill it too.
 */
const MAX_GROUPED_BYTES = 16 * 1024 * 1024;
/**
 * What a kept line takes in the heap besides its text: its object (sequence number and text),
 * its place in the kept list and its string's header. Measured once with Node 24 (heap used
 * after a collection, 40,000 to 150,000 lines fed through a LogSink into a grouped host): 52 to
 * 62 bytes an empty line, 82 to 88 besides the text for lines of 100 characters; rounded up.
 */
const KEPT_LINE_BYTES = 96;
/** A failed service's last lines, printed again at the app's end, away from the other services' lines. */
const FAILED_TAIL_LINES = 20;
/** What marks a failure, with colour or without (a log read without colour, or copied, keeps it). */
const FAILURE_MARK = '✖';
/** A line of the deployment's log inside its service's group: as one service's on the command line. */
const GROUPED_LOG_LABEL = `  ${core_host/* LOG_MARK */.H8}`;
const NO_PAINT = { label: text => text, failure: text => text };
class ServiceHost {
    hooks;
    #face;
    #options;
    #paint;
    /** Before a line of the deployment's log outside a group: `web     | `. */
    #logLabel;
    /** Before a line of the tool's own about the service outside a group: `web:      `. */
    #ownLabel;
    #kept = [];
    #keptBytes = 0;
    #notKept = 0;
    #failure;
    #startedAt;
    #now;
    constructor(face, options) {
        this.#face = face;
        this.#options = options;
        this.#now = options.now ?? Date.now;
        this.#startedAt = this.#now();
        this.#paint = options.paint ?? NO_PAINT;
        const index = options.index ?? 0;
        const log = `${options.name.padEnd(options.width)} ${core_host/* LOG_MARK */.H8}`;
        this.#logLabel = this.#paint.label(log, index);
        this.#ownLabel = this.#paint.label(`${options.name}:`.padEnd(log.length), index);
        if (options.hooks)
            this.hooks = options.hooks;
    }
    get #grouped() {
        return this.#options.order === 'grouped';
    }
    debug(message) {
        this.#face.debug(`${this.#options.name}: ${message}`);
    }
    info(message) {
        if (this.#grouped)
            this.#keep({ kind: 'info', text: message }, keptBytes(message), 1);
        else
            this.say(message);
    }
    /** A line of the tool's own about the service, printed now, outside any group: each of its lines labelled. */
    say(message) {
        this.#face.info(eachLine(message, line => `${this.#ownLabel}${line}`));
    }
    notice(message, title) {
        this.#face.notice(message, title, this.#options.name);
    }
    warning(message, title) {
        this.#face.warning(message, title, this.#options.name);
    }
    /** A phase of one service: a line of its own, never a group (groups do not nest, nor interleave). */
    async group(title, fn) {
        this.info(title);
        return fn();
    }
    logLines(lines) {
        if (lines.length === 0)
            return;
        if (this.#grouped) {
            let bytes = 0;
            for (const line of lines)
                bytes += keptBytes(line.text);
            this.#keep({ kind: 'lines', lines: [...lines] }, bytes, lines.length);
            return;
        }
        this.#face.logLines(this.#labelled(lines, this.#logLabel));
    }
    drained() {
        return this.#face.drained();
    }
    event(event) {
        this.#face.event({ ...event, service: this.#options.name });
        if (!this.#grouped)
            return;
        // Grouped, the job log would say nothing until the service ends: one line per state change,
        // and one as its verification window starts.
        if (event.type === 'state')
            this.say(`${event.status} (${(0,duration/* formatDuration */.a3)(this.#now() - this.#startedAt)})`);
        if (event.type === 'verify' && event.stage === 'start')
            this.say(`verifying for ${(0,duration/* formatDuration */.a3)(event.forMs)}`);
    }
    /** The service failed: said once, as soon as it is known, on a line marked ✖ (red where colour is on). */
    failed(failure) {
        if (this.#failure !== undefined)
            return;
        this.#failure = failure;
        const said = failure.message.startsWith(`${failure.title}:`)
            ? failure.message
            : `${failure.title}: ${failure.message}`;
        this.#face.info(eachLine(`${FAILURE_MARK} ${said}`, line => `${this.#ownLabel}${this.#paint.failure(line)}`));
    }
    /** The service ended: grouped, its log is printed whole in one group titled with how it ended (✖ when it failed). */
    async end(outcome, failed) {
        if (!this.#grouped)
            return;
        const kept = this.#kept.splice(0);
        await this.#face.group(`${this.#options.name}: ${failed ? `${FAILURE_MARK} ` : ''}${outcome}`, async () => {
            for (const item of kept) {
                if (item.kind === 'info')
                    this.#face.info(item.text);
                else
                    this.#face.logLines(this.#labelled(item.lines, GROUPED_LOG_LABEL));
            }
            if (this.#notKept > 0)
                this.#face.info(`(${this.#notKept} more line(s) of ${this.#options.name} were not kept: the log was over its cap)`);
        });
        // Not inside the group: another service's line said while the output drains would land in it.
        await this.#face.drained();
    }
    /**
     * A failed service's last log lines, printed again at the app's end (both orders), headed by its
     * failure: away from the other services' lines, where no group hides them. A service whose
     * verification window failed shows the runtime lines the window matched instead (`matched`),
     * quoted as the window quotes them.
     */
    repeatLastLines(tail, matched = []) {
        const heading = (what) => this.#face.info(`${this.#ownLabel}${this.#paint.failure(`${FAILURE_MARK} ${this.#failure?.title ?? 'Failed'}`)}: ${what}`);
        if (matched.length > 0) {
            heading('the runtime lines its verification window matched');
            this.say(matched.map(line => `  > ${line}`).join('\n'));
            return;
        }
        const lines = tail.slice(-FAILED_TAIL_LINES);
        if (lines.length === 0)
            return;
        heading(lines.length === 1 ? 'its last log line' : `its last ${lines.length} log lines`);
        this.#face.logLines(lines.map((text, seq) => ({
            seq,
            text: `${this.#logLabel}${text}`,
            service: { name: this.#options.name, text },
            repeated: true
        })));
    }
    /** Lines of the deployment's log after `label`, each with its service and its own text. */
    #labelled(lines, label) {
        return lines.map(line => ({
            seq: line.seq,
            text: `${label}${line.text}`,
            service: { name: this.#options.name, text: line.text }
        }));
    }
    #keep(item, bytes, lines) {
        if (this.#keptBytes + bytes > MAX_GROUPED_BYTES) {
            this.#notKept += lines;
            return;
        }
        // The deployment's lines draw on the run's budget too, which counts those it refuses and
        // says so once at the run's end; the engine's own few messages do not.
        if (item.kind === 'lines' && this.#options.budget?.take(bytes, lines) === false)
            return;
        this.#keptBytes += bytes;
        this.#kept.push(item);
    }
}
/** Each line of `message` through `mark`, split as the faces split it (text/ci-text.ts, linesForCi). */
function eachLine(message, mark) {
    const lines = message.split(/\r?\n/);
    if (lines.length > 1 && lines.at(-1) === '')
        lines.pop();
    return lines.map(line => mark(line)).join('\n');
}
/** A kept line's heap: KEPT_LINE_BYTES, and its text (UTF-8 bytes: never fewer than V8 stores for it). */
function keptBytes(text) {
    return KEPT_LINE_BYTES + Buffer.byteLength(text);
}

;// CONCATENATED MODULE: ./src/app/deploy-app.ts












async function deployApp(app, host, options = {}) {
    // The app's one clock: `timeout` bounds the whole run; a service's verification window extends it (core/deadline.ts).
    const run = (0,steps_run/* startRun */.A)(app, host, options, {});
    let result;
    const checked = await (0,settle/* settle */.G)(run, { serviceId: '' }, 'Deploying the app', async () => {
        (0,log_patterns/* warnDoubtfulAppPatterns */.I)(app, run.host);
        const key = await run.phase('Checking the API key', () => checkAppKey(run.client, app, run.host));
        const urls = await run.phase('Finding the services', () => findTheServices(run.client, app, key, core_host/* SILENT */.qY));
        result = await deployTheServices(run, app, { key, urls }, { ...options, words: run.words });
    });
    return result ?? checked;
}
/** Every service in order, the way back after a failure, and the app's one result. */
async function deployTheServices(run, app, { key, urls }, options) {
    const width = Math.max(...app.services.map(service => service.name.length));
    const hostFor = (service) => hostOf(run, app, service, width, options);
    const hosts = new Map();
    const failedInOrder = [];
    const byName = new Map(app.services.map(service => [service.name, service]));
    sayThePlan(run, app, key, urls);
    // With fail-fast, the first failure (a verification window that broke among them) ends every other window.
    const windows = new AbortController();
    const failed = (name) => {
        if (!failedInOrder.includes(name))
            failedInOrder.push(name);
        if (app.failFast)
            windows.abort();
    };
    const ends = await runInOrder(app.services, app, async (name, verdict) => {
        const service = byName.get(name);
        const serviceHost = hostFor(service);
        hosts.set(name, serviceHost);
        const result = await (0,deploy.deploy)(service.config, serviceHost, {
            signal: options.signal,
            words: serviceWords(options.words ?? vocabulary/* ACTION_WORDS */.dC, name),
            ...(options.runtimeLog === undefined ? {} : { runtimeLog: options.runtimeLog }),
            ...withinTheApp(run),
            verifyStop: windows.signal,
            client: run.client,
            key,
            ...(urls.has(service.config.serviceId) ? { serviceUrl: { url: urls.get(service.config.serviceId) } } : {}),
            // Known before its rollback and runtime log: a failure stops the app's further starts at once, and is said.
            onVerdict: (ok, failure) => {
                if (!ok)
                    failed(name);
                if (failure)
                    serviceHost.failed(failure);
                verdict(ok);
            }
        });
        const ok = wentLive(result);
        if (!ok)
            failed(name);
        if (!ok && result.error)
            serviceHost.failed(result.error);
        await serviceHost.end(result.result ?? result.failureKind ?? 'not queued', !ok);
        return { ok, value: result };
    });
    const entries = app.services.map(service => serviceEntry(service, ends.get(service.name) ?? { ran: false, reason: 'not started' }));
    for (const entry of entries)
        if (entry.result === 'skipped')
            hostFor(byName.get(entry.name)).say(`skipped (${entry.reason ?? 'not started'})`);
    if (app.rollback && failedInOrder.length > 0)
        await rollBackTheApp(run, app, entries, hosts, options);
    const results = new Map([...ends].flatMap(([name, end]) => (end.ran ? [[name, end.value]] : [])));
    repeatTheFailures(failedInOrder, hosts, results);
    return appResult(entries, results, failedInOrder, run.deadline.elapsedMs);
}
/** The services in the order their needs give, and, once for the app, those without a URL. */
function sayThePlan(run, app, key, urls) {
    run.host.info(`Deploying ${app.services.length} services: ${describeOrder(app)}`);
    const noUrl = missingUrls(app, key, urls);
    if (noUrl !== undefined)
        run.host.info(noUrl);
}
/**
 * Each failed service's last lines again, at the app's end, where the advice sends the reader
 * (a failed verification window: the runtime lines it matched).
 */
function repeatTheFailures(failedInOrder, hosts, results) {
    for (const name of failedInOrder) {
        const { tail = [], verify } = results.get(name) ?? {};
        hosts.get(name)?.repeatLastLines(tail, verify?.result === 'failed' ? verify.matches.map(match => match.line) : []);
    }
}
/** The host a service speaks through: labelled with its name, padded to the longest, in the app's log order. */
function hostOf(run, app, service, width, options) {
    const hooks = options.hooksFor?.(service);
    return new ServiceHost(run.host, {
        name: service.name,
        width,
        index: app.services.indexOf(service),
        order: app.logOrder,
        budget: run.budget,
        ...(options.paint ? { paint: options.paint } : {}),
        ...(hooks ? { hooks } : {})
    });
}
/**
 * A service's words: the face's, its advice after a failed deployment sending the reader to the
 * service's own last lines, which the app prints again at its end (repeatLastLines).
 */
function serviceWords(words, name) {
    return { ...words, phrases: { ...words.phrases, logLines: `${name}'s last lines ${words.phrases.logPlace}` } };
}
/** After a failure, with rollback: each service this run took live, back at its previous ref. */
async function rollBackTheApp(run, app, entries, hosts, options) {
    const live = [];
    for (const entry of entries) {
        const service = app.services.find(candidate => candidate.name === entry.name);
        const host = hosts.get(entry.name);
        if (entry.result === 'success' && entry.deploymentId !== null && service && host)
            live.push({ service, deploymentId: entry.deploymentId, host });
    }
    if (live.length === 0)
        return;
    run.host.info(`Rolling back the app: returning ${live.map(entry => entry.service.name).join(', ')} to the refs that were live before this run.`);
    const done = await returnToPreviousRefs(run.client, live, { ...options, ...withinTheApp(run) });
    for (const entry of entries) {
        const returned = done.get(entry.name);
        // Its note was said by the return itself, through the service's host.
        if (returned === undefined)
            continue;
        entry.rollback = returned.rollback;
    }
    for (const { host } of live)
        await host.end('rolled back', false);
}
/**
 * What a run inside the app (a service's deploy, a return to a previous ref) shares with it: a
 * clock of its own from its start, its own timeout (the service's, from the app file or the
 * step), within the app's, which bounds the whole run (a verification window's `verify-for`
 * extends both); and the app's log budget.
 */
function withinTheApp(run) {
    return { startedAt: Date.now(), within: run.deadline, logBudget: run.budget };
}
/** "migrate, web (after migrate), worker (after migrate)": the app's order as the needs give it. */
function describeOrder(app) {
    return app.services
        .map(service => (service.needs.length === 0 ? service.name : `${service.name} (after ${service.needs.join(', ')})`))
        .join(', ');
}


/***/ })

};
