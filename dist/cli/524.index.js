export const id = 524;
export const ids = [524];
export const modules = {

/***/ 7152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deployApp: () => (/* binding */ deployApp)
});

// EXTERNAL MODULE: ./src/engine/deploy.ts + 14 modules
var deploy = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/engine/settle.ts + 1 modules
var settle = __webpack_require__(4418);
// EXTERNAL MODULE: ./src/steps/run.ts
var steps_run = __webpack_require__(3066);
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
    if (scope?.kind === 'service' && ids.length > 1) {
        const bound = typeof scope.serviceId === 'string' ? scope.serviceId : undefined;
        const unreachable = ids.filter(id => id !== bound);
        throw new errors/* KeyRefused */.mG(`The API key is a service key${bound === undefined ? '' : ` bound to service ${(0,remote_text/* messageExcerpt */.JA)(bound, 80)}`}, so it cannot deploy ${unreachable.join(', ')}: a service key reaches one service, and this app has ${ids.length}. Nothing was changed.`, `use a project or account key for an app of several services, or give ${(0,vocabulary/* setting */.Pe)('serviceId')} one service.`);
    }
    const variables = app.services.flatMap(service => service.config.variables);
    const logs = app.services.some(service => service.config.logs);
    const wait = app.services.some(service => service.config.wait);
    return (0,key_check/* judgeKey */.FF)(identity, { serviceId: ids.length === 1 ? ids[0] : undefined, variables, logs, wait }, log);
}

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

// EXTERNAL MODULE: ./src/core/host.ts
var core_host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/app/app-result.ts
var app_result = __webpack_require__(2812);
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
            onQueued: () => undefined
        });
        run.sink.finish();
        const { queued, outcome, note } = rollback;
        return {
            rollback: queued ? { deploymentId: queued.deploymentId, ref: queued.ref, result: outcome ?? null } : null,
            note
        };
    }
    catch (error) {
        const note = (0,error_text/* describeError */.U)(`Returning ${service.name} to its previous ref`, error);
        run.host.warning(note, 'Rollback failed');
        return { rollback: null, note };
    }
    finally {
        run.stop();
    }
}

;// CONCATENATED MODULE: ./src/app/schedule.ts
// The order of an app's services: a service starts when each of its needs went live, services
// with no order between them run at once (at most `maxParallel`), and after a failure no
// further service starts (fail-fast), while those already started are followed to their end.
// Pure of any I/O: the deploy of one service is the `start` it is given.
/**
 * Runs each step once, in an order its needs allow; resolves when every step has ended or was
 * skipped, with each step's end in the steps' own order. `start` must not reject.
 */
async function runInOrder(steps, options, start) {
    const ended = new Map();
    const running = new Map();
    let firstFailure;
    const limit = Math.max(1, options.maxParallel);
    for (;;) {
        for (const step of steps) {
            if (ended.has(step.name) || running.has(step.name))
                continue;
            const blocked = step.needs.find(need => ended.has(need) && !succeeded(ended.get(need)));
            if (blocked !== undefined) {
                ended.set(step.name, { ran: false, reason: skippedFor(blocked, ended.get(blocked)) });
                continue;
            }
            if (options.failFast && firstFailure !== undefined) {
                ended.set(step.name, { ran: false, reason: `not started: ${firstFailure} failed first (fail-fast)` });
                continue;
            }
            if (running.size >= limit || !step.needs.every(need => ended.has(need)))
                continue;
            running.set(step.name, start(step.name).then(({ ok, value }) => {
                ended.set(step.name, { ran: true, ok, value });
                if (!ok)
                    firstFailure ??= step.name;
                running.delete(step.name);
            }));
        }
        if (running.size === 0)
            break;
        await Promise.race(running.values());
    }
    // Whatever could never start (a need outside the steps is refused before; this is a net).
    for (const step of steps)
        if (!ended.has(step.name))
            ended.set(step.name, { ran: false, reason: 'not started' });
    return new Map(steps.map(step => [step.name, ended.get(step.name)]));
}
function succeeded(end) {
    return end !== undefined && end.ran && end.ok;
}
function skippedFor(need, end) {
    return end?.ran ? `not started: it needs ${need}, which failed` : `not started: it needs ${need}, which did not start`;
}

// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/app/service-host.ts

// The host one service of an app speaks through: everything it says is labelled with its name.
// Streamed, each line goes out as it comes, prefixed with the name padded to the longest (as
// `docker compose` does). Grouped, the service's log is kept and printed whole, in one group,
// when the service ends; meanwhile one line per state change keeps the job alive. The steps
// below never learn that there are several services.
/** The most a grouped service keeps before it ends; past it lines are counted, not kept. */
const MAX_GROUPED_BYTES = 16 * 1024 * 1024;
/** A failed service's last lines, printed again outside its group, where a collapsed group hides nothing. */
const FAILED_TAIL_LINES = 20;
class ServiceHost {
    hooks;
    #face;
    #options;
    #label;
    #kept = [];
    #keptBytes = 0;
    #notKept = 0;
    #startedAt;
    #now;
    constructor(face, options) {
        this.#face = face;
        this.#options = options;
        this.#now = options.now ?? Date.now;
        this.#startedAt = this.#now();
        const plain = `${options.name.padEnd(options.width)} | `;
        this.#label = options.paint ? options.paint(plain) : plain;
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
            this.#keep({ kind: 'info', text: message }, message.length);
        else
            this.#face.info(`${this.#label}${message}`);
    }
    notice(message, title) {
        this.#face.notice(`${this.#options.name}: ${message}`, this.#titled(title));
    }
    warning(message, title) {
        this.#face.warning(`${this.#options.name}: ${message}`, this.#titled(title));
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
            this.#keep({ kind: 'lines', lines: [...lines] }, lines.reduce((sum, line) => sum + line.text.length, 0));
            return;
        }
        this.#face.logLines(lines.map(line => ({
            seq: line.seq,
            text: `${this.#label}${line.text}`,
            service: { name: this.#options.name, text: line.text }
        })));
    }
    drained() {
        return this.#face.drained();
    }
    event(event) {
        this.#face.event({ ...event, service: this.#options.name });
        // Grouped, the job log would say nothing until the service ends: one line per state change.
        if (this.#grouped && event.type === 'state')
            this.#face.info(`${this.#options.name}: ${event.status} (${(0,duration/* formatDuration */.a3)(this.#now() - this.#startedAt)})`);
    }
    /**
     * The service ended: grouped, its log is printed whole in one group titled with how it ended,
     * and a failed service's last lines again outside it.
     */
    async end(outcome, failed, tail = []) {
        if (!this.#grouped)
            return;
        const kept = this.#kept.splice(0);
        await this.#face.group(`${this.#options.name}: ${outcome}`, async () => {
            for (const item of kept) {
                if (item.kind === 'info')
                    this.#face.info(item.text);
                else
                    this.#face.logLines(item.lines.map(line => ({ ...line, service: { name: this.#options.name, text: line.text } })));
            }
            if (this.#notKept > 0)
                this.#face.info(`(${this.#notKept} more line(s) of ${this.#options.name} were not kept: the log was over its cap)`);
            await this.#face.drained();
        });
        if (failed && tail.length > 0) {
            this.#face.info(`${this.#options.name}: its last log lines`);
            this.#face.logLines(tail
                .slice(-FAILED_TAIL_LINES)
                .map((text, seq) => ({ seq, text: `${this.#label}${text}`, service: { name: this.#options.name, text } })));
        }
    }
    #titled(title) {
        return title === undefined ? this.#options.name : `${this.#options.name}: ${title}`;
    }
    #keep(item, bytes) {
        if (this.#keptBytes + bytes > MAX_GROUPED_BYTES) {
            this.#notKept += item.kind === 'lines' ? item.lines.length : 1;
            return;
        }
        this.#keptBytes += bytes;
        this.#kept.push(item);
    }
}

;// CONCATENATED MODULE: ./src/app/deploy-app.ts










async function deployApp(app, host, options = {}) {
    const run = (0,steps_run/* startRun */.A)(app, host, options, {});
    let result;
    const checked = await (0,settle/* settle */.G)(run, { serviceId: '' }, 'Deploying the app', async () => {
        const key = await run.phase('Checking the API key', () => checkAppKey(run.client, app, run.host));
        const urls = await run.phase('Finding the services', () => findTheServices(run.client, app, key, core_host/* SILENT */.q));
        result = await deployTheServices(run, app, { key, urls }, options);
    });
    return result ?? checked;
}
/** Every service in order, the way back after a failure, and the app's one result. */
async function deployTheServices(run, app, { key, urls }, options) {
    const width = Math.max(...app.services.map(service => service.name.length));
    const hosts = new Map();
    const failedInOrder = [];
    const byName = new Map(app.services.map(service => [service.name, service]));
    run.host.info(`Deploying ${app.services.length} services: ${describeOrder(app)}`);
    const ends = await runInOrder(app.services, app, async (name) => {
        const service = byName.get(name);
        const index = app.services.indexOf(service);
        const hooks = options.hooksFor?.(service);
        const serviceHost = new ServiceHost(run.host, {
            name,
            width,
            order: app.logOrder,
            ...(options.paint ? { paint: (label) => options.paint?.(label, index) ?? label } : {}),
            ...(hooks ? { hooks } : {})
        });
        hosts.set(name, serviceHost);
        const result = await (0,deploy.deploy)(service.config, serviceHost, {
            signal: options.signal,
            ...(options.words ? { words: options.words } : {}),
            ...(options.runtimeLog === undefined ? {} : { runtimeLog: options.runtimeLog }),
            startedAt: Date.now(),
            client: run.client,
            key,
            ...(urls.has(service.config.serviceId) ? { serviceUrl: { url: urls.get(service.config.serviceId) } } : {})
        });
        const ok = (0,app_result/* wentLive */.FM)(result);
        if (!ok)
            failedInOrder.push(name);
        await serviceHost.end(result.result ?? result.failureKind ?? 'not queued', !ok, result.tail);
        return { ok, value: result };
    });
    const entries = app.services.map(service => (0,app_result/* serviceEntry */.WK)(service, ends.get(service.name) ?? { ran: false, reason: 'not started' }));
    for (const entry of entries)
        if (entry.result === 'skipped')
            run.host.info(`${entry.name}: skipped (${entry.reason ?? 'not started'})`);
    if (app.rollback && failedInOrder.length > 0)
        await rollBackTheApp(run, app, entries, hosts, options);
    const results = new Map([...ends].flatMap(([name, end]) => (end.ran ? [[name, end.value]] : [])));
    return (0,app_result/* appResult */.jX)(entries, results, failedInOrder, run.deadline.elapsedMs);
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
    const done = await returnToPreviousRefs(run.client, live, options);
    for (const entry of entries) {
        const returned = done.get(entry.name);
        if (returned === undefined)
            continue;
        run.host.info(`${entry.name}: ${returned.note}`);
        entry.rollback = returned.rollback;
    }
    for (const { host } of live)
        await host.end('rolled back', false);
}
/** "migrate, web (after migrate), worker (after migrate)": the app's order as the needs give it. */
function describeOrder(app) {
    return app.services
        .map(service => (service.needs.length === 0 ? service.name : `${service.name} (after ${service.needs.join(', ')})`))
        .join(', ');
}


/***/ })

};
