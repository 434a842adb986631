export const id = 247;
export const ids = [247];
export const modules = {

/***/ 8318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C2: () => (/* binding */ readArrayRecords),
/* harmony export */   EF: () => (/* binding */ readCapped),
/* harmony export */   NH: () => (/* binding */ MalformedArray),
/* harmony export */   Nt: () => (/* binding */ OversizedRecord)
/* harmony export */ });
/**
 * Reads a response body up to `cap` bytes; past that it stops reading and drops the
 * connection, so a huge or endless answer is never buffered. `over`: there was more.
 */
async function readCapped(body, cap) {
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        if (size > cap) {
            body.destroy();
            chunks.push(chunk.subarray(0, chunk.length - (size - cap)));
            return { text: Buffer.concat(chunks).toString('utf8'), over: true };
        }
        chunks.push(chunk);
    }
    return { text: Buffer.concat(chunks).toString('utf8'), over: false };
}
/** A record of a JSON array too large to keep: its size, and the short top-level fields noted as it streamed past. */
class OversizedRecord {
    bytes;
    fields;
    constructor(
    /** The record's length in bytes. */
    bytes, 
    /** Each field of `RecordCaps.fields` the record held at its top level as a short number or string. */
    fields) {
        this.bytes = bytes;
        this.fields = fields;
    }
}
/** A body that was to be a JSON array is not one: `at` is the byte where that shows. */
class MalformedArray extends Error {
    at;
    head;
    name = 'MalformedArray';
    constructor(at, 
    /** The body's first bytes, for the error's excerpt. */
    head) {
        super(`not a JSON array (at byte ${at})`);
        this.at = at;
        this.head = head;
    }
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
/** How much of the body an error quotes. */
const HEAD_BYTES = 256;
/** The longest key and value a skipped record's fields are noted from. */
const MAX_FIELD_BYTES = 64;
function isSpace(byte) {
    return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}
/**
 * Reads a body that should be a JSON array record by record (each element), so that one record
 * too large to keep costs no memory and hides none of the others: a record is kept (its text)
 * up to `recordBytes`; a longer one is skipped as it streams, its bytes counted, and an
 * OversizedRecord with its short top-level fields takes its place. Reading stops (the connection
 * dropped) before the kept records would pass `keptBytes`, unless none is kept yet. The array's
 * structure is checked as it streams (MalformedArray); each kept record is the caller's to
 * parse. A body that does not start with `[` is read as readCapped reads it.
 */
async function readArrayRecords(body, caps) {
    const scanner = new ArrayScanner(caps);
    for await (const chunk of body) {
        if (!scanner.push(chunk)) {
            body.destroy();
            break;
        }
    }
    return scanner.end();
}
/** readArrayRecords between chunks. */
class ArrayScanner {
    #caps;
    /** Before the `[`, between records, inside one, after the `]`; `other`: the body is no array. */
    #phase = 'start';
    /** Between records after a `,`: another record must follow. */
    #afterComma = false;
    #depth = 0;
    #inString = false;
    #escaped = false;
    /** Whitespace at the current record's end so far: not part of its length. */
    #trailing = 0;
    /** The current record's pieces while it is kept, and its length so far. */
    #pieces = [];
    #bytes = 0;
    /** Set once the current record passed `recordBytes`: its fields, noted from its start on. */
    #notes;
    #records = [];
    #kept = 0;
    #cut = false;
    /** Bytes before the current chunk. */
    #offset = 0;
    #head = [];
    #headBytes = 0;
    /** The body so far while it may be no array (its start is only whitespace, or it is no array). */
    #text = [];
    #textBytes = 0;
    #over = false;
    constructor(caps) {
        this.#caps = caps;
    }
    /** Takes the next chunk; false once reading should stop. */
    push(chunk) {
        if (this.#headBytes < HEAD_BYTES) {
            this.#head.push(chunk);
            this.#headBytes += chunk.length;
        }
        if (this.#phase === 'start' || this.#phase === 'other')
            this.#keepText(chunk);
        if (this.#phase === 'other')
            return !this.#over;
        /** Where the current record's bytes start in this chunk. */
        let start = 0;
        for (let i = 0; i < chunk.length; i++) {
            // Inside a string of a record only `"` and `\` matter: skipped to at native speed (a long line).
            if (this.#inString && !this.#escaped) {
                i = stringEnd(chunk, i);
                if (i === chunk.length)
                    break;
            }
            const byte = chunk[i];
            if (this.#phase === 'record') {
                if (!this.#inRecord(byte, this.#offset + i))
                    continue;
                // `,` or the array's `]` ends the record.
                if (!this.#endRecord(chunk.subarray(start, i)))
                    return false;
                this.#phase = byte === CLOSE_ARRAY ? 'end' : 'between';
                this.#afterComma = byte === COMMA;
                continue;
            }
            if (isSpace(byte))
                continue;
            if (this.#phase === 'start') {
                if (byte !== OPEN_ARRAY) {
                    this.#phase = 'other';
                    return !this.#over;
                }
                this.#phase = 'between';
                this.#text = [];
            }
            else if (this.#phase === 'between' && byte === CLOSE_ARRAY && !this.#afterComma) {
                this.#phase = 'end';
            }
            else if (this.#phase === 'between' && byte !== COMMA && byte !== CLOSE_ARRAY) {
                this.#startRecord();
                start = i;
                this.#inRecord(byte, this.#offset + i);
            }
            else
                throw this.#malformed(this.#offset + i);
        }
        if (this.#phase === 'record' && !this.#carry(chunk.subarray(start)))
            return false;
        this.#offset += chunk.length;
        return this.#phase !== 'start' || !this.#over;
    }
    /** What was read; MalformedArray when the body ended inside the array. */
    end() {
        if (this.#phase === 'start' || this.#phase === 'other')
            return { array: false, text: Buffer.concat(this.#text).toString('utf8'), over: this.#over };
        if (this.#phase !== 'end' && !this.#cut)
            throw this.#malformed(this.#offset);
        return { array: true, records: this.#records, cut: this.#cut };
    }
    #startRecord() {
        this.#phase = 'record';
        this.#depth = 0;
        this.#inString = false;
        this.#escaped = false;
        this.#trailing = 0;
        this.#pieces = [];
        this.#bytes = 0;
        this.#notes = undefined;
    }
    /** One byte of a record (`at`: its place in the body); true when it ends the record (a `,` or `]` at its top, outside a string). */
    #inRecord(byte, at) {
        if (this.#inString) {
            this.#trailing = 0;
            if (this.#escaped)
                this.#escaped = false;
            else if (byte === BACKSLASH)
                this.#escaped = true;
            else if (byte === QUOTE)
                this.#inString = false;
            return false;
        }
        if (isSpace(byte)) {
            this.#trailing++;
            return false;
        }
        if (this.#depth === 0 && (byte === COMMA || byte === CLOSE_ARRAY))
            return true;
        this.#trailing = 0;
        if (byte === QUOTE)
            this.#inString = true;
        else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT)
            this.#depth++;
        else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
            if (this.#depth === 0)
                throw this.#malformed(at);
            this.#depth--;
        }
        return false;
    }
    /** The rest of a chunk a record goes on past; false when the record cannot be kept on this page. */
    #carry(piece) {
        this.#take(piece);
        return this.#fits();
    }
    /** The record's last piece: into the records, false when it cannot be kept on this page. */
    #endRecord(piece) {
        this.#take(piece);
        if (this.#notes !== undefined) {
            this.#records.push(new OversizedRecord(this.#bytes - this.#trailing, this.#notes.found()));
            return true;
        }
        if (!this.#fits())
            return false;
        this.#kept += this.#bytes;
        this.#records.push(trimEnd(Buffer.concat(this.#pieces)).toString('utf8'));
        this.#pieces = [];
        return true;
    }
    /** Whether the current record may still be kept with the others; when not, the page is cut before it. */
    #fits() {
        if (this.#notes !== undefined || this.#kept === 0 || this.#kept + this.#bytes <= this.#caps.keptBytes)
            return true;
        this.#cut = true;
        return false;
    }
    /** A piece of the current record: kept, or past the cap counted and read for its fields only. */
    #take(piece) {
        this.#bytes += piece.length;
        if (this.#notes !== undefined) {
            this.#notes.feed(piece);
            return;
        }
        this.#pieces.push(piece);
        if (this.#bytes <= this.#caps.recordBytes)
            return;
        this.#notes = new FieldNotes(this.#caps.fields);
        for (const kept of this.#pieces)
            this.#notes.feed(kept);
        this.#pieces = [];
    }
    /** The body's text while it may be no array, up to `keptBytes`. */
    #keepText(chunk) {
        if (this.#over)
            return;
        const room = this.#caps.keptBytes - this.#textBytes;
        this.#text.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        this.#textBytes += Math.min(chunk.length, room);
        if (chunk.length > room)
            this.#over = true;
    }
    /** `at`: the byte's place in the body. */
    #malformed(at) {
        return new MalformedArray(at, Buffer.concat(this.#head).subarray(0, HEAD_BYTES).toString('utf8'));
    }
}
/**
 * The short top-level fields of an object, read from its bytes in order (a record too large to
 * keep): a wanted key's value when it is a number or a string of at most MAX_FIELD_BYTES.
 */
class FieldNotes {
    #wanted;
    #found = {};
    /** Before the record's first byte; `none`: it is no object. */
    #shape = 'unknown';
    #depth = 0;
    #inString = false;
    #escaped = false;
    /** At the object's top: waiting for a key, in one, waiting for its `:`, in its value. */
    #state = 'key';
    #key = [];
    /** The wanted value's bytes while it is short; undefined when not wanted or too long. */
    #value;
    constructor(wanted) {
        this.#wanted = new Set(wanted);
    }
    feed(bytes) {
        if (this.#shape === 'none')
            return;
        for (let i = 0; i < bytes.length; i++) {
            // A string not being noted (a value not wanted, or deeper): skipped to its `"` or `\` at native speed.
            if (this.#inString &&
                !this.#escaped &&
                (this.#depth > 1 || (this.#state === 'value' && this.#value === undefined))) {
                i = stringEnd(bytes, i);
                if (i === bytes.length)
                    return;
            }
            this.#byte(bytes[i]);
        }
    }
    /** The fields noted: a wanted key's last short value. */
    found() {
        return { ...this.#found };
    }
    #byte(byte) {
        if (this.#shape === 'unknown') {
            if (isSpace(byte))
                return;
            this.#shape = byte === OPEN_OBJECT ? 'object' : 'none';
            this.#depth = 1;
            return;
        }
        if (this.#depth === 0 || this.#shape === 'none')
            return;
        const top = this.#depth === 1;
        if (this.#inString) {
            if (this.#escaped)
                this.#escaped = false;
            else if (byte === BACKSLASH)
                this.#escaped = true;
            else if (byte === QUOTE) {
                this.#inString = false;
                if (top && this.#state === 'in-key') {
                    this.#state = 'colon';
                    return;
                }
            }
            if (top)
                this.#note(byte);
            return;
        }
        if (!top) {
            if (byte === QUOTE)
                this.#inString = true;
            else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT)
                this.#depth++;
            else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT)
                this.#depth--;
            return;
        }
        this.#atTop(byte);
    }
    /** A byte at the object's top, outside a string. */
    #atTop(byte) {
        if (this.#state === 'key') {
            if (byte === QUOTE) {
                this.#inString = true;
                this.#state = 'in-key';
                this.#key = [];
            }
            else if (byte === CLOSE_OBJECT)
                this.#depth = 0;
        }
        else if (this.#state === 'colon') {
            if (byte !== COLON)
                return;
            this.#state = 'value';
            this.#value = this.#wanted.has(Buffer.from(this.#key).toString('utf8')) ? [] : undefined;
        }
        else if (this.#state === 'value') {
            if (byte === COMMA || byte === CLOSE_OBJECT) {
                this.#keep();
                this.#state = 'key';
                if (byte === CLOSE_OBJECT)
                    this.#depth = 0;
            }
            else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
                this.#value = undefined;
                this.#depth++;
            }
            else {
                if (byte === QUOTE)
                    this.#inString = true;
                if (!isSpace(byte))
                    this.#note(byte);
            }
        }
    }
    /** A byte of the key or the value being read, while they are short. */
    #note(byte) {
        if (this.#state === 'in-key') {
            if (this.#key.length <= MAX_FIELD_BYTES)
                this.#key.push(byte);
        }
        else if (this.#state === 'value' && this.#value !== undefined) {
            if (this.#value.length < MAX_FIELD_BYTES)
                this.#value.push(byte);
            else
                this.#value = undefined;
        }
    }
    /** The value just read, when wanted and short: a number or a string. */
    #keep() {
        const raw = this.#value;
        this.#value = undefined;
        if (raw === undefined || raw.length === 0)
            return;
        try {
            const value = JSON.parse(Buffer.from(raw).toString('utf8'));
            if (typeof value === 'number' || typeof value === 'string')
                this.#found[Buffer.from(this.#key).toString('utf8')] = value;
        }
        catch {
            // Not a scalar JSON value: not noted.
        }
    }
}
/** The index of the next `"` or `\` in `bytes` from `from`, or its length when there is none. */
function stringEnd(bytes, from) {
    const quote = bytes.indexOf(QUOTE, from);
    const backslash = bytes.indexOf(BACKSLASH, from);
    if (quote < 0)
        return backslash < 0 ? bytes.length : backslash;
    return backslash < 0 ? quote : Math.min(quote, backslash);
}
function trimEnd(bytes) {
    let end = bytes.length;
    while (end > 0 && isSpace(bytes[end - 1]))
        end--;
    return bytes.subarray(0, end);
}


/***/ }),

/***/ 410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ DeploymentLocator),
/* harmony export */   L4: () => (/* binding */ stateOf),
/* harmony export */   o: () => (/* binding */ deploymentsOf)
/* harmony export */ });
/* unused harmony exports LOCATOR_PAGE_SIZE, idOf */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);

/** The service's deployments, newest first, across at most `maxPages` pages. */
async function* deploymentsOf(client, serviceId, options) {
    for await (const { record } of paged(client, serviceId, options))
        yield record;
}
/** Each record with the cursor of the page that held it (undefined: the newest page). */
async function* paged(client, serviceId, { maxPages, from, ...each }) {
    let before = from;
    const seen = new Set();
    for (let page = 0; page < maxPages; page++) {
        const answer = await client.listDeployments(serviceId, { ...each, before });
        const records = answer?.deployments;
        if (Array.isArray(records))
            for (const record of records)
                yield { record: listed(record), page: before };
        const next = answer?.nextCursor;
        // The cursor ends the list when it is 0 or absent; a repeated one would loop forever.
        if (typeof next !== 'number' || next === 0 || seen.has(next))
            return;
        seen.add(next);
        before = next;
    }
}
/**
 * The page size the locator asks for: the documentation gives only the default (25), and a
 * matrix deploying one service 50 times queues the others after this run's deployment before its
 * first look, pushing it off a default page. A service that refuses the size (400) is read at
 * its own default from then on.
 */
const LOCATOR_PAGE_SIZE = 100;
/**
 * Finds one deployment of a service by its id, reading no page past the one that holds it, and
 * starting each look from the page where it was last seen: a cursor keeps pointing at the same
 * place in the history however many deployments are queued after it, so a busy service (a
 * matrix deploying one service 50 times) costs one page per look, not a walk from the newest.
 */
class DeploymentLocator {
    client;
    serviceId;
    deploymentId;
    maxPages;
    /** The `before` of the page that last held the deployment (undefined: the newest page). */
    #page;
    /** Records per page asked for; undefined once the service has refused LOCATOR_PAGE_SIZE. */
    #pageSize = LOCATOR_PAGE_SIZE;
    constructor(client, serviceId, deploymentId, maxPages) {
        this.client = client;
        this.serviceId = serviceId;
        this.deploymentId = deploymentId;
        this.maxPages = maxPages;
    }
    /** The deployment's record, or undefined when the pages read do not list it. */
    async find(limitedResends) {
        const from = this.#page;
        const found = await this.#look(from, limitedResends);
        // Not where it was: the service's cursors may not be positions after all; from the newest page then.
        if (found === undefined && from !== undefined)
            return this.#look(undefined, limitedResends);
        return found;
    }
    async #look(from, limitedResends) {
        const options = { maxPages: this.maxPages, from, limitedResends, limit: this.#pageSize };
        try {
            for await (const { record, page } of paged(this.client, this.serviceId, options))
                if (record.id === this.deploymentId) {
                    this.#page = page;
                    return record;
                }
            return undefined;
        }
        catch (error) {
            if (!this.#refusedPageSize(error))
                throw error;
            this.#pageSize = undefined;
            return this.#look(from, limitedResends);
        }
    }
    /** A 400 to a read that named a page size: the service's bound on `limit` is lower than ours. */
    #refusedPageSize(error) {
        return this.#pageSize !== undefined && error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 400;
    }
}
function listed(raw) {
    const record = raw !== null && typeof raw === 'object' ? raw : {};
    const created = typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : Number.NaN;
    const finished = typeof record.finishedAt === 'string' ? Date.parse(record.finishedAt) : Number.NaN;
    return {
        id: idOf(record),
        status: stateOf(record),
        ref: typeof record.ref === 'string' ? record.ref : undefined,
        commitSha: typeof record.commitSha === 'string' ? record.commitSha : undefined,
        createdAt: Number.isNaN(created) ? undefined : created,
        finishedAt: Number.isNaN(finished) ? undefined : finished,
        rollbackable: record.rollbackable === true
    };
}
/** The record's raw state: `status`, else `state`. */
function stateOf(record) {
    const value = record.status ?? record.state;
    return typeof value === 'string' ? value : undefined;
}
/** The record's identifier: `id`, else `deploymentId`; a number only when it is exact (a safe integer). */
function idOf(record) {
    const value = record.id ?? record.deploymentId;
    if (typeof value === 'number')
        return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined;
    return typeof value === 'string' ? value : undefined;
}


/***/ }),

/***/ 9043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P3: () => (/* binding */ UndiciError),
/* harmony export */   tN: () => (/* binding */ send),
/* harmony export */   tR: () => (/* binding */ dispatcherFor)
/* harmony export */ });
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7405);
/* harmony import */ var undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3137);
/* harmony import */ var undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4043);
/* harmony import */ var undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var undici_lib_core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8707);
/* harmony import */ var undici_lib_core_errors_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(undici_lib_core_errors_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _loopback_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(191);
// Only the parts of undici the clients use: its index loads all of undici (fetch, WebSocket,
// caches, mocks), about half of the command line's time to its first request (docs/performance.md).
// __tests__/integration/undici-parts.test.ts fails when undici moves them.





/** The base of undici's own errors, which carry a `code`. */
const UndiciError = (undici_lib_core_errors_js__WEBPACK_IMPORTED_MODULE_3___default().UndiciError);
/**
 * The connections to `url`'s origin: through the runner's proxy settings (HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY, either case), as GitHub's own toolkit does, and like it never for
 * loopback: traffic to the runner itself (the API key above all) takes no detour.
 */
function dispatcherFor(url, options) {
    return (0,_loopback_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopback */ .U)(url.hostname) ? new (undici_lib_dispatcher_agent_js__WEBPACK_IMPORTED_MODULE_0___default())(options) : new (undici_lib_dispatcher_env_http_proxy_agent_js__WEBPACK_IMPORTED_MODULE_1___default())(options);
}
/** One request through `dispatcher`: undici's `request(url, { dispatcher, ... })`, without its index. */
function send(dispatcher, url, options) {
    return undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_2___default().call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` });
}


/***/ }),

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   F4: () => (/* binding */ AnswerLost),
/* harmony export */   Ft: () => (/* binding */ RetryableApiError),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   mP: () => (/* binding */ UnreadableAnswerError)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

// Errors of requests to the hosting API. Only run() in main.ts catches them; failure.ts
// says what to do next for each.
/** The hosting API answered with an error status or a redirect. */
class ApiError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui {
    status;
    serverMessage;
    name = 'ApiError';
    constructor(message, status, serverMessage, next) {
        super(message, next);
        this.status = status;
        this.serverMessage = serverMessage;
    }
}
/** An answer worth retrying for idempotent requests (5xx, 429). */
class RetryableApiError extends ApiError {
    retryAfterMs;
    name = 'RetryableApiError';
    constructor(message, status, serverMessage, retryAfterMs) {
        super(message, status, serverMessage);
        this.retryAfterMs = retryAfterMs;
    }
}
/**
 * A 2xx answer whose body the action cannot use (not JSON, too large, too many objects), or a
 * redirect (never followed): not the API's answer, though the request may have been handled. An ApiError still, so readers that tolerate a failed read
 * tolerate this one too.
 */
class UnreadableAnswerError extends ApiError {
    retryable;
    name = 'UnreadableAnswerError';
    constructor(message, status, 
    /** Worth another try for idempotent requests (a body that is not JSON may be a proxy's hiccup). */
    retryable, next) {
        super(message, status, undefined, next);
        this.retryable = retryable;
    }
}
/** The request never got an answer (connection refused, reset, timed out). */
class NetworkError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui {
    name = 'NetworkError';
}
/**
 * A request that may have been acted on got no usable answer (network, 5xx, unreadable body),
 * and reading back could not settle it: the service was out of reach, not the deployment failed.
 */
class AnswerLost extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui {
    name = 'AnswerLost';
}


/***/ }),

/***/ 7855:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ OPTIONAL_READ_MS),
/* harmony export */   o: () => (/* binding */ HostingClient)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2319);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5513);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5330);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);





// The endpoints of the hosting API the action calls; http.ts sends them.
/**
 * Reads the run can do without (the domains for the url output, the superseded check, the
 * runtime log) get this long each, 429 waits included: a rate limit must not hold the step
 * until its timeout for them.
 */
const OPTIONAL_READ_MS = 15_000;
/** The fields that may carry a log record's sequence number (docs/api-notes.md, Deployment log record). */
const LOG_SEQUENCE_FIELDS = ['seq', 'sequence', 'id'];
class HostingClient {
    #http;
    #options;
    #ways;
    constructor(options, ways = { streamStates: false }) {
        this.#options = options;
        this.#http = new _http_js__WEBPACK_IMPORTED_MODULE_3__/* .Http */ .lw(options);
        this.#ways = ways;
    }
    /**
     * A client of the same run with its own signal and log (one service of an app): it shares
     * this one's connection pool, rate limits with the run's budget of requests, and what the run
     * learnt of the service's ways; closing it closes nothing.
     */
    derive(options) {
        return new HostingClient({ ...this.#options, ...options, shared: this.#http.shared }, this.#ways);
    }
    /**
     * Whether a log stream of this run has carried a state event: the service's streams are all
     * alike, so one opened late (its requests paced) carries them too, though none has come yet.
     */
    get streamsCarryStates() {
        return this.#ways.streamStates;
    }
    /** A log stream of this run carried a state event. */
    noteStreamState() {
        this.#ways.streamStates = true;
    }
    /** What the run has met of the service's rate limit (HTTP 429). */
    get rateLimits() {
        return this.#http.rateLimits;
    }
    /** The service's current time as best known; undefined before any answer carried a Date. */
    serverNow() {
        return this.#http.serverNow();
    }
    async close() {
        await this.#http.close();
    }
    whoami() {
        return this.#http.json({ method: 'GET', path: '/api/auth/me', purpose: 'checking the API key', idempotent: true });
    }
    /** An upsert, so repeating it after a lost answer is safe. */
    importEnv(serviceId, vars) {
        return this.#http.json({
            method: 'POST',
            path: `/api/services/${segment(serviceId)}/env/import`,
            body: { vars },
            purpose: 'importing variables',
            idempotent: true
        });
    }
    /**
     * Queues a deployment. Never repeated blindly after a lost answer: a second try could queue a
     * second deployment (a 429 is sent again: it was refused unhandled). `onSend` runs before each attempt.
     */
    deploy(serviceId, ref, onSend) {
        const body = ref === undefined ? {} : { ref };
        return this.#http.json({
            method: 'POST',
            path: `/api/services/${segment(serviceId)}/deploy`,
            body,
            purpose: 'queuing the deployment',
            idempotent: false,
            onSend
        });
    }
    listDeployments(serviceId, page = {}) {
        return this.#http.json({
            method: 'GET',
            path: `/api/services/${segment(serviceId)}/deployments`,
            query: { before: page.before, limit: page.limit },
            purpose: 'reading the deployment state',
            idempotent: true,
            signal: page.signal,
            limitedResends: page.limitedResends
        });
    }
    /**
     * Raw log records newer than `after`, read record by record (http.ts, jsonRecords): one too
     * large to read is an OversizedRecord with its sequence number, and a page whose records
     * reach the cap is cut there. Undefined when the answer is no array. watch/log-poll.ts makes
     * sense of their shape. `signal` ends this read early (the stream stopped, a drain out of
     * time) besides the step's own.
     */
    deploymentLogs(deploymentId, after, signal) {
        const spec = {
            method: 'GET',
            path: `/api/deployments/${segment(deploymentId)}/logs`,
            query: { after },
            purpose: 'reading the deployment log',
            idempotent: true,
            signal
        };
        return this.#http.jsonRecords(spec, LOG_SEQUENCE_FIELDS);
    }
    /** The service's custom domains (raw records: steps/service-url.ts reads them loosely). */
    domains(serviceId, signal) {
        return this.#http.json({
            method: 'GET',
            path: `/api/services/${segment(serviceId)}/domains`,
            purpose: "reading the service's domains",
            idempotent: true,
            signal
        });
    }
    /** The newest `limit` lines of the service's runtime log (raw: api/runtime-records.ts reads them). */
    serviceLogs(serviceId, limit, signal) {
        return this.serviceLogPage(serviceId, { limit }, signal);
    }
    /**
     * One page of the service's runtime log: with `after`, the lines newer than that log id
     * (the live-tail path, which ignores time filters); otherwise the newest lines, older than
     * `before` and from `since` when given (raw: api/runtime-records.ts reads them).
     */
    serviceLogPage(serviceId, query, signal) {
        return this.#http.json({
            method: 'GET',
            path: `/api/services/${segment(serviceId)}/logs`,
            query: { ...query },
            purpose: "reading the service's runtime log",
            idempotent: true,
            signal
        });
    }
    /**
     * Opens GET /api/deployments/{id}/logs/stream (server-sent events): the open body, or why the
     * stream is not available; the caller decides whether to reconnect or poll.
     */
    async openLogStream(deploymentId, lastEventId, signal, silenceMs) {
        return this.#http.openEventStream(`/api/deployments/${segment(deploymentId)}/logs/stream`, lastEventId, signal, silenceMs);
    }
}
/** An id as one URL path segment; anything else (`..`, `/`, `%2F`, controls) is refused before any request. */
function segment(id) {
    if (!(0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__/* .isPathSegment */ .bQ)(id))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui(`Refusing to put "${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(id, 60)}" into a request path: it is not a plain id.`, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('serviceId')} and ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('baseUrl')}.`);
    return encodeURIComponent(id);
}


/***/ }),

/***/ 5330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lw: () => (/* binding */ Http),
/* harmony export */   nB: () => (/* binding */ MAX_RESPONSE_BYTES)
/* harmony export */ });
/* unused harmony exports RETRY_POLICY, MAX_JSON_DEPTH, MAX_ERROR_BODY_BYTES, retryDelay, retryAfter */
/* harmony import */ var _core_deadline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6343);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5513);
/* harmony import */ var _bounded_body_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8318);
/* harmony import */ var _dispatcher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9043);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3249);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3378);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7063);
/* harmony import */ var _text_words_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1670);









/** Tries per idempotent request after a network error, 5xx or unreadable answer, and the backoff between them. */
const RETRY_POLICY = { attempts: 4, baseDelayMs: 500, maxDelayMs: 10_000 };
/** The largest JSON answer read; a larger one is cut off while it streams in, never buffered. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
/**
 * The most objects and arrays one answer may hold: a few MiB of `{}` would otherwise parse
 * into millions of objects and hundreds of MB. Far above any real page (a log page of
 * 1,000 records has about 1,000).
 */
const MAX_JSON_NODES = 200_000;
/**
 * The deepest nesting of objects and arrays one answer may have: no answer of the API nests
 * more than a few levels, and code walking a deeper one could run out of stack (a RangeError).
 */
const MAX_JSON_DEPTH = 512;
/** The service's clock is believed only this close to ours (a stale proxy, a forged Date). */
const MAX_CLOCK_SKEW_MS = 5 * 60_000;
/** Of an error answer only an excerpt is shown, so only this much is read. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;
const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
const RATE_LIMITED = 429;
const CHECK_BASE_URL = `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .setting */ .Pe)('baseUrl')} (something other than the hosting API may be answering) and the service's status.`;
const CHECK_BASE = `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .setting */ .Pe)('baseUrl')} (something other than the hosting API may be answering).`;
class Http {
    #options;
    #dispatcher;
    #sleep;
    #random;
    rateLimits;
    /** Whether this client made the pool (and so closes it). */
    #owner;
    /** The service's clock minus ours, from the last response's Date header. */
    #clockOffsetMs;
    constructor(options) {
        this.#options = options;
        this.#sleep = options.sleep ?? _core_deadline_js__WEBPACK_IMPORTED_MODULE_7__/* .sleep */ .yy;
        this.#random = options.random ?? Math.random;
        this.#owner = options.shared === undefined;
        this.rateLimits = options.shared?.rateLimits ?? options.rateLimits ?? new _rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .RateLimits */ .Lg();
        // The runner's proxy settings are honoured, never for loopback (dispatcher.ts).
        const settings = { connectTimeout: 10_000, headersTimeout: 30_000, bodyTimeout: 30_000, keepAliveTimeout: 30_000 };
        this.#dispatcher = options.shared?.dispatcher ?? (0,_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__/* .dispatcherFor */ .tR)(new URL(options.baseUrl), settings);
    }
    /** What another client of this run shares with this one. */
    get shared() {
        return { dispatcher: this.#dispatcher, rateLimits: this.rateLimits };
    }
    /**
     * The service's current time as best known (its Date header, 1 s resolution), for
     * comparing with times it reports; undefined before any answer carried a Date.
     */
    serverNow() {
        return this.#clockOffsetMs === undefined ? undefined : Date.now() + this.#clockOffsetMs;
    }
    async close() {
        if (this.#owner)
            await this.#dispatcher.close();
    }
    /**
     * One JSON request: sent again after a 429 until the signal aborts (the step's timeout) or
     * `limitedResends` runs out, and
     * after other transient failures by the retry policy when it is idempotent.
     */
    async json(spec) {
        return (await this.#sent(spec, (signal, ticket) => this.#once(spec, signal, ticket, wholeJson)));
    }
    /**
     * A request whose answer is a JSON array of records (a log page), read record by record
     * (bounded-body.ts): a record over MAX_RESPONSE_BYTES is skipped as it streams, an
     * OversizedRecord with its short top-level `fields` in its place, and reading stops before
     * the records kept pass MAX_RESPONSE_BYTES (`cut`: the rest is the next page's). Undefined
     * when the answer is JSON but no array. Sent, bounded and retried as json() is.
     */
    async jsonRecords(spec, fields) {
        return this.#sent(spec, (signal, ticket) => this.#once(spec, signal, ticket, recordsOf(fields)));
    }
    /** `attempt` until it succeeds, by the rules of json(). */
    async #sent(spec, attempt) {
        const signal = this.#signalFor(spec);
        const { budget } = this.rateLimits;
        let failures = 0;
        let limitedInARow = 0;
        for (;;) {
            try {
                // Just after its own 429's wait, which the service asked of it, it goes at once.
                const ticket = await budget.take(signal, this.#sleep, limitedInARow > 0);
                spec.onSend?.();
                return await attempt(signal, ticket);
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryableApiError */ .Ft && error.status === RATE_LIMITED) {
                    if (limitedInARow >= (spec.limitedResends ?? Number.POSITIVE_INFINITY))
                        throw error;
                    const waitMs = (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_5__/* .rateLimitWait */ .hD)(error.retryAfterMs, ++limitedInARow, this.#random);
                    this.rateLimits.limited(spec.purpose, waitMs);
                    // The service's own hint pauses every request of the run (the budget), not just this one.
                    const pause = error.retryAfterMs === undefined ? undefined : budget.pausedUntil;
                    await this.#sleep(waitMs, signal);
                    if (pause !== undefined)
                        budget.endPause(pause);
                    continue;
                }
                limitedInARow = 0;
                const waitMs = spec.idempotent ? retryDelay(error, ++failures, this.#random) : undefined;
                if (waitMs === undefined)
                    throw error;
                await this.#sleep(waitMs, signal);
            }
        }
    }
    /**
     * Opens a server-sent events stream. The key goes in the Authorization header only.
     * Resolves with the open body, or with why it is not available; `silenceMs` bounds the
     * gap between two chunks (keep-alive comments count), so a stalled stream errors out.
     */
    async openEventStream(path, lastEventId, signal, silenceMs) {
        const headers = { ...this.#headers('text/event-stream'), 'cache-control': 'no-cache' };
        if (lastEventId !== undefined)
            headers['last-event-id'] = lastEventId;
        let response;
        let ticket;
        try {
            ticket = await this.rateLimits.budget.take(signal, this.#sleep);
            response = await (0,_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__/* .send */ .tN)(this.#dispatcher, new URL(this.#options.baseUrl + path), {
                method: 'GET',
                headers,
                signal,
                headersTimeout: silenceMs,
                bodyTimeout: silenceMs
            });
            this.#answered(ticket, response);
        }
        catch (error) {
            if (ticket !== undefined)
                this.rateLimits.budget.answered(ticket);
            if (signal.aborted)
                throw signal.reason;
            return {
                open: false,
                status: 0,
                reason: (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(String(error.code ?? error.message), 120)
            };
        }
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !type.toLowerCase().startsWith('text/event-stream')) {
            const text = (await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readCapped */ .EF)(response.body, MAX_ERROR_BODY_BYTES).catch(() => undefined))?.text ?? '';
            const reason = errorField(text) ?? describeBody(response, text);
            const hinted = response.statusCode === RATE_LIMITED ? retryAfter(response.headers) : undefined;
            return {
                open: false,
                status: response.statusCode,
                reason: (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(reason, 160),
                ...(hinted === undefined ? {} : { retryAfterMs: hinted })
            };
        }
        response.body.setEncoding('utf8');
        return { open: true, chunks: response.body };
    }
    #headers(accept) {
        return { authorization: `Bearer ${this.#options.apiKey}`, accept, 'user-agent': this.#options.userAgent };
    }
    /** The client's signal, joined with the request's own when it has one. */
    #signalFor(spec) {
        return spec.signal ? AbortSignal.any([this.#options.signal, spec.signal]) : this.#options.signal;
    }
    /** One attempt: a 2xx answer's body read by `readOk`, any other answer refused by its status. */
    async #once(spec, signal, ticket, readOk) {
        const url = new URL(this.#options.baseUrl + spec.path);
        for (const [name, value] of Object.entries(spec.query ?? {})) {
            if (value !== undefined)
                url.searchParams.set(name, String(value));
        }
        const headers = this.#headers('application/json');
        if (spec.body !== undefined)
            headers['content-type'] = 'application/json';
        const started = Date.now();
        let response;
        let text = '';
        let made;
        try {
            try {
                response = await (0,_dispatcher_js__WEBPACK_IMPORTED_MODULE_3__/* .send */ .tN)(this.#dispatcher, url, {
                    method: spec.method,
                    headers,
                    body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
                    signal
                });
            }
            catch (error) {
                this.rateLimits.budget.answered(ticket);
                throw error;
            }
            this.#answered(ticket, response);
            if (response.statusCode >= 200 && response.statusCode < 300)
                made = await readOk(response, (0,_text_words_js__WEBPACK_IMPORTED_MODULE_8__/* .capitalized */ .l2)(spec.purpose));
            else
                text = (await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readCapped */ .EF)(response.body, MAX_ERROR_BODY_BYTES)).text;
        }
        catch (error) {
            if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui)
                throw error;
            if (signal.aborted)
                throw signal.reason;
            this.#options.log?.debug(`${spec.method} ${url.pathname}${url.search} -> no answer after ${Date.now() - started} ms`);
            throw networkError(spec, url, error);
        }
        // Method, path and status only: bodies may hold variable values and are never logged.
        this.#options.log?.debug(`${spec.method} ${url.pathname}${url.search} -> HTTP ${response.statusCode} in ${Date.now() - started} ms`);
        this.#noteDate(response);
        if (made !== undefined)
            return made();
        return refused(spec, url, response, text);
    }
    /** Tells the run's budget what an answer said of the key's rate limit (its headers, a 429). */
    #answered(ticket, response) {
        const date = Date.parse(String(response.headers.date ?? ''));
        this.rateLimits.budget.answered(ticket, {
            status: response.statusCode,
            headers: response.headers,
            ...(Number.isNaN(date) ? {} : { serverNow: date }),
            ...(response.statusCode === RATE_LIMITED ? { retryAfterMs: retryAfter(response.headers) } : {})
        });
    }
    #noteDate(response) {
        const date = Date.parse(String(response.headers.date ?? ''));
        if (!Number.isNaN(date) && Math.abs(date - Date.now()) <= MAX_CLOCK_SKEW_MS)
            this.#clockOffsetMs = date - Date.now();
    }
}
/**
 * The retry policy for transient failures other than 429 (rate-limit.ts): milliseconds to
 * wait before trying an idempotent request again, or undefined to give up. Exponential
 * backoff with jitter; a Retry-After hint (a 503 may carry one) is honoured up to six times
 * the longest backoff.
 */
function retryDelay(error, attempt, random = Math.random) {
    if (attempt >= RETRY_POLICY.attempts)
        return undefined;
    const retryable = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .NetworkError */ .Dr ||
        (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryableApiError */ .Ft && error.status !== RATE_LIMITED && RETRYABLE_STATUS.has(error.status)) ||
        (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP && error.retryable);
    if (!retryable)
        return undefined;
    const backoff = Math.min(RETRY_POLICY.maxDelayMs, RETRY_POLICY.baseDelayMs * 2 ** (attempt - 1));
    const jittered = backoff / 2 + random() * (backoff / 2);
    const hinted = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryableApiError */ .Ft ? error.retryAfterMs : undefined;
    return hinted === undefined ? jittered : Math.min(Math.max(hinted, jittered), RETRY_POLICY.maxDelayMs * 6);
}
/** A 2xx answer read whole, up to MAX_RESPONSE_BYTES. */
const wholeJson = async (response, purpose) => {
    const body = await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readCapped */ .EF)(response.body, MAX_RESPONSE_BYTES);
    if (body.over)
        throw tooLarge(purpose, response.statusCode);
    return () => parseJson(purpose, response.statusCode, response, body.text);
};
/** A 2xx answer read record by record (bounded-body.ts), noting `fields` of a record too large to keep. */
function recordsOf(fields) {
    return async (response, purpose) => {
        const caps = { recordBytes: MAX_RESPONSE_BYTES, keptBytes: MAX_RESPONSE_BYTES, fields };
        let read;
        try {
            read = await (0,_bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .readArrayRecords */ .C2)(response.body, caps);
        }
        catch (error) {
            if (!(error instanceof _bounded_body_js__WEBPACK_IMPORTED_MODULE_2__/* .MalformedArray */ .NH))
                throw error;
            throw notJson(purpose, response, error.head);
        }
        return () => parseRecords(purpose, response, read);
    };
}
/** The records read, each parsed and bounded as a whole answer is; undefined for JSON that is no array. */
function parseRecords(purpose, response, read) {
    const status = response.statusCode;
    if (!read.array) {
        if (read.over)
            throw tooLarge(purpose, status);
        parseJson(purpose, status, response, read.text);
        return undefined;
    }
    const texts = read.records.filter((record) => typeof record === 'string');
    // The page holds no more objects and arrays than a whole answer may.
    if (texts.reduce((sum, text) => sum + text.length, 0) > MAX_JSON_NODES) {
        if (texts.reduce((sum, text) => sum + jsonNodes(text), 0) > MAX_JSON_NODES)
            throw tooManyNodes(purpose, status);
    }
    // Each record is a level inside the array.
    const records = read.records.map(record => typeof record === 'string' ? parseJson(purpose, status, response, record, MAX_JSON_DEPTH - 1) : record);
    return { records, cut: read.cut };
}
function tooLarge(purpose, status) {
    const what = `${purpose} failed: the service's answer is larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MiB, so it was not read further.`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, status, false, CHECK_BASE_URL);
}
function tooManyNodes(purpose, status) {
    const what = `${purpose} failed: the service's answer holds more than ${MAX_JSON_NODES.toLocaleString('en')} objects or arrays, so it is not read.`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, status, false, CHECK_BASE);
}
function notJson(purpose, response, text) {
    const what = `${purpose} failed: the service answered ${response.statusCode} with a body that is not JSON ${describeBody(response, text)}.`;
    const next = `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .setting */ .Pe)('baseUrl')} (a proxy may be answering) and the service's status.`;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, response.statusCode, true, next);
}
/** A 2xx answer's JSON, bounded in nodes and `depth`; an UnreadableAnswerError otherwise. */
function parseJson(purpose, status, response, text, depth = MAX_JSON_DEPTH) {
    // Text shorter than a bound cannot hold more nodes than it has characters, nor nest deeper.
    if (text.length > MAX_JSON_NODES && jsonNodes(text) > MAX_JSON_NODES)
        throw tooManyNodes(purpose, status);
    if (text.length > depth && nestsDeeper(text, depth)) {
        const what = `${purpose}: the service's answer nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep, so ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .phrase */ .MZ)('tool')} does not read it.`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, status, false, CHECK_BASE);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        // A stack overflow while parsing is an unreadable answer too, never a crash of the run.
        if (error instanceof RangeError) {
            const what = `${purpose}: the service's answer could not be read (${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(error.message, 80)}).`;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, status, false, CHECK_BASE);
        }
        throw notJson(purpose, response, text);
    }
}
/** The typed error a status other than 2xx calls for, with what the body says. */
function refused(spec, url, response, text) {
    const status = response.statusCode;
    const purpose = (0,_text_words_js__WEBPACK_IMPORTED_MODULE_8__/* .capitalized */ .l2)(spec.purpose);
    if (status >= 300 && status < 400) {
        const location = String(response.headers.location ?? '');
        const target = location ? ` to ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(redirectTarget(location, url), 120)}` : '';
        const what = `${purpose} failed: the API answered with a redirect (HTTP ${status})${target}, which is not followed, so the API key never goes to another address.`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UnreadableAnswerError */ .mP(what, status, false, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .setting */ .Pe)('baseUrl')}: it must be the API's own address, not a page that redirects.`);
    }
    const serverMessage = errorField(text);
    const shown = serverMessage === undefined ? describeBody(response, text) : `"${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(serverMessage, 300)}"`;
    const message = `${purpose} failed: HTTP ${status} ${shown}.`;
    if (RETRYABLE_STATUS.has(status))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RetryableApiError */ .Ft(message, status, serverMessage, retryAfter(response.headers));
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ApiError */ .hD(message, status, serverMessage);
}
function networkError(spec, url, error) {
    const code = error instanceof _dispatcher_js__WEBPACK_IMPORTED_MODULE_3__/* .UndiciError */ .P3 ? error.code : error?.code;
    const reason = code ?? (error instanceof Error ? error.message : String(error));
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .NetworkError */ .Dr(`${(0,_text_words_js__WEBPACK_IMPORTED_MODULE_8__/* .capitalized */ .l2)(spec.purpose)} failed: no answer from ${url.origin} (${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(String(reason), 120)}).`, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .setting */ .Pe)('baseUrl')} and the service's status.`);
}
/** Counts `{` and `[` (inside strings too: an upper bound on what JSON.parse would build). */
function jsonNodes(text) {
    let count = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === 123 || code === 91)
            count++;
    }
    return count;
}
/** Whether JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count). */
function nestsDeeper(text, max) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (inString) {
            if (code === 92)
                i++;
            else if (code === 34)
                inString = false;
        }
        else if (code === 34)
            inString = true;
        else if (code === 123 || code === 91) {
            if (++depth > max)
                return true;
        }
        else if (code === 125 || code === 93)
            depth--;
    }
    return false;
}
/** A redirect's target as an origin and path (never its query, which may carry tokens). */
function redirectTarget(location, base) {
    try {
        const target = new URL(location, base);
        return `${target.origin}${target.pathname}`;
    }
    catch {
        return 'an invalid address';
    }
}
function errorField(text) {
    try {
        const body = JSON.parse(text);
        return typeof body?.error === 'string' ? body.error : undefined;
    }
    catch {
        return undefined;
    }
}
function describeBody(response, text) {
    const type = (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(String(response.headers['content-type'] ?? 'no content type').split(';')[0] ?? '', 60);
    const shown = (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(text, 120);
    return shown === '' ? `(${type}, empty body)` : `(${type}: ${shown})`;
}
/** An HTTP date as RFC 9110 prefers it (IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
/**
 * Retry-After in milliseconds: whole seconds, or an IMF-fixdate measured against the answer's
 * own Date (else our clock, which may differ from the service's). Undefined when absent, not
 * positive, or in any other form (`-1`, `5.5` and `1,2` are not read as past dates): the caller
 * then backs off on its own.
 */
function retryAfter(headers, now = Date.now()) {
    const first = (value) => (Array.isArray(value) ? value[0] : value)?.trim();
    const value = first(headers['retry-after']);
    if (value === undefined || value === '')
        return undefined;
    let ms;
    if (/^\d{1,9}$/.test(value))
        ms = Number(value) * 1000;
    else if (IMF_FIXDATE.test(value)) {
        const sent = Date.parse(first(headers.date) ?? '');
        ms = Date.parse(value) - (Number.isNaN(sent) ? now : sent);
    }
    else
        return undefined;
    return ms > 0 ? ms : undefined;
}


/***/ }),

/***/ 191:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_0__);

/** localhost, 127.0.0.0/8 and ::1: an address whose traffic never leaves the runner. */
function isLoopback(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost') || host === '::1')
        return true;
    return (0,node_net__WEBPACK_IMPORTED_MODULE_0__.isIP)(host) === 4 && host.startsWith('127.');
}


/***/ }),

/***/ 3378:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lg: () => (/* binding */ RateLimits),
  hD: () => (/* binding */ rateLimitWait)
});

// UNUSED EXPORTS: HINT_JITTER_MS, MAX_HINT_JITTER_MS, PACE_WINDOW_MS, RATE_LIMIT_BACKOFF

// EXTERNAL MODULE: ./src/core/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/api/rate-headers.ts
// What an answer's headers say of the key's rate limit (docs/api-notes.md, Rate limit headers):
// the IETF httpapi draft's `RateLimit` and `RateLimit-Policy`, the older drafts'
// `RateLimit-Limit`/`-Remaining`/`-Reset`, or `X-RateLimit-Limit`/`-Remaining`/`-Reset`. Remote
// text: each field is read only up to a bound, every number is checked, and a field that makes
// no sense is ignored as if absent (the 429 path still holds then).
/** A field longer than this is not read (a real one is a few dozen characters). */
const MAX_FIELD_CHARS = 512;
/** The most items of a structured list read (a service names a few policies at most). */
const MAX_ITEMS = 16;
/** Counts and seconds as the fields give them: non-negative integers of at most this many digits. */
const MAX_COUNT_DIGITS = 12;
/** An X-RateLimit-Reset below this (before 2001) is no Unix time: it is read as seconds from now. */
const UNIX_TIME_FLOOR = 1_000_000_000;
/**
 * The budget an answer's headers give, or undefined when they give none (or nothing usable).
 * `at`: when the answer came, by the run's clock; `serverNow`: the service's time at the
 * answer (its Date header), for an absolute reset; `horizonMs`: how far ahead a reset or a
 * refill is believed (the run's time left): one further away is ignored, never waited for.
 */
function readBudgetHint(headers, options) {
    return (ietfHint(headers, options.horizonMs) ??
        olderDraftHint(headers, options.horizonMs) ??
        xRateLimitHint(headers, options.serverNow ?? options.at, options.horizonMs));
}
/**
 * `RateLimit: "name";r=<left>;t=<seconds>` with `RateLimit-Policy: "name";q=<quota>;w=<seconds>`:
 * of several policies, the one with the fewest requests left counts (with its own quota and window).
 */
function ietfHint(headers, horizonMs) {
    const items = structuredList(field(headers, 'ratelimit'));
    let chosen;
    for (const item of items ?? []) {
        const remaining = count(item.params.get('r'));
        if (remaining === undefined)
            continue;
        const seconds = count(item.params.get('t'));
        if (!chosen || remaining < chosen.remaining)
            chosen = { name: item.value, remaining, seconds };
    }
    if (!chosen)
        return undefined;
    const policies = (structuredList(field(headers, 'ratelimit-policy')) ?? []).filter(isRequestQuota);
    const policy = policies.find(item => item.value === chosen.name) ?? (policies.length === 1 ? policies[0] : undefined);
    const quota = count(policy?.params.get('q'));
    const windowSeconds = count(policy?.params.get('w'));
    return {
        remaining: chosen.remaining,
        ...(quota !== undefined && quota > 0 ? { limit: quota } : {}),
        ...refill(quota, windowSeconds, horizonMs),
        ...(chosen.remaining === 0 ? within(chosen.seconds, horizonMs) : {}),
        form: 'RateLimit'
    };
}
/** `RateLimit-Limit: 100` (or `100, 100;w=60`), `RateLimit-Remaining`, and `RateLimit-Reset` in seconds: the window's end. */
function olderDraftHint(headers, horizonMs) {
    const remaining = count(field(headers, 'ratelimit-remaining'));
    if (remaining === undefined)
        return undefined;
    const first = structuredList(field(headers, 'ratelimit-limit'))?.[0];
    const limit = typeof first?.value === 'number' ? count(first.value) : undefined;
    const resetSeconds = count(field(headers, 'ratelimit-reset'));
    const windowSeconds = count(first?.params.get('w'));
    const byWindow = refill(limit, windowSeconds, horizonMs);
    return {
        remaining,
        ...(limit !== undefined && limit > 0 ? { limit } : {}),
        ...('ratePerMs' in byWindow ? byWindow : untilFull(limit, remaining, resetSeconds, horizonMs)),
        ...(remaining === 0 ? within(resetSeconds, horizonMs) : {}),
        form: 'RateLimit-Remaining'
    };
}
/** `X-RateLimit-Limit`, `X-RateLimit-Remaining`, and `X-RateLimit-Reset`: the Unix time (seconds) when the budget is full again. */
function xRateLimitHint(headers, serverNow, horizonMs) {
    const remaining = count(field(headers, 'x-ratelimit-remaining'));
    if (remaining === undefined)
        return undefined;
    const limit = count(field(headers, 'x-ratelimit-limit'));
    const reset = count(field(headers, 'x-ratelimit-reset'));
    const resetSeconds = reset === undefined ? undefined : reset < UNIX_TIME_FLOOR ? reset : Math.max(0, reset - serverNow / 1000);
    return {
        remaining,
        ...(limit !== undefined && limit > 0 ? { limit } : {}),
        ...untilFull(limit, remaining, resetSeconds, horizonMs),
        form: 'X-RateLimit-Remaining'
    };
}
/** A quota of `quota` per `windowSeconds`: its rate, unless one request's share of it lies past the horizon. */
function refill(quota, windowSeconds, horizonMs) {
    if (quota === undefined || windowSeconds === undefined || quota === 0 || windowSeconds === 0)
        return {};
    const ratePerMs = quota / (windowSeconds * 1000);
    return 1 / ratePerMs <= horizonMs ? { ratePerMs } : {};
}
/** The rate that fills the budget from `remaining` to `limit` by the reset, when the reset is within the horizon. */
function untilFull(limit, remaining, resetSeconds, horizonMs) {
    if (limit === undefined || resetSeconds === undefined || limit <= remaining)
        return {};
    const resetMs = resetSeconds * 1000;
    if (resetMs <= 0 || resetMs > horizonMs)
        return {};
    return { ratePerMs: (limit - remaining) / resetMs };
}
/** `{ moreInMs }` for a wait of `seconds`, when said and within the horizon. */
function within(seconds, horizonMs) {
    return seconds !== undefined && seconds * 1000 <= horizonMs ? { moreInMs: seconds * 1000 } : {};
}
/** A policy of requests (no `qu`, or `qu="requests"`): a quota of bytes or of concurrent requests is not ours to pace. */
function isRequestQuota(item) {
    const unit = item.params.get('qu');
    return unit === undefined || unit === 'requests';
}
/** A field's one value, trimmed; undefined when absent, repeated, or longer than MAX_FIELD_CHARS. */
function field(headers, name) {
    const value = headers[name];
    const text = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
    if (text === undefined || text.length > MAX_FIELD_CHARS)
        return undefined;
    return text.trim();
}
/** A non-negative integer of at most MAX_COUNT_DIGITS digits (text or a parsed number), else undefined. */
function count(value) {
    if (typeof value === 'number')
        return Number.isSafeInteger(value) && value >= 0 && value < 10 ** MAX_COUNT_DIGITS ? value : undefined;
    if (typeof value !== 'string' || !new RegExp(`^\\d{1,${MAX_COUNT_DIGITS}}$`).test(value))
        return undefined;
    return Number(value);
}
/**
 * A structured-field list (RFC 9651) of items with parameters: `"a";r=1;t=2, b;q=3`. Only what
 * the rate-limit fields use is read (strings, tokens, integers, decimals, booleans); anything
 * else, or more than MAX_ITEMS items, makes the whole field undefined.
 */
function structuredList(text) {
    if (text === undefined || text === '')
        return undefined;
    const scan = { text, at: 0 };
    const items = [];
    for (;;) {
        skipSpaces(scan);
        const value = bareItem(scan);
        if (value === undefined)
            return undefined;
        const params = new Map();
        while (scan.text[scan.at] === ';') {
            scan.at++;
            skipSpaces(scan);
            const key = /^[a-z*][a-z0-9_\-.*]*/.exec(scan.text.slice(scan.at))?.[0];
            if (key === undefined)
                return undefined;
            scan.at += key.length;
            let param = true;
            if (scan.text[scan.at] === '=') {
                scan.at++;
                param = bareItem(scan);
                if (param === undefined)
                    return undefined;
            }
            params.set(key, param);
        }
        items.push({ value, params });
        if (items.length > MAX_ITEMS)
            return undefined;
        skipSpaces(scan);
        if (scan.at === scan.text.length)
            return items;
        if (scan.text[scan.at] !== ',')
            return undefined;
        scan.at++;
    }
}
function skipSpaces(scan) {
    while (scan.text[scan.at] === ' ' || scan.text[scan.at] === '\t')
        scan.at++;
}
/** A string, token, number or boolean at the scan's place; undefined when none is. */
function bareItem(scan) {
    const rest = scan.text.slice(scan.at);
    const match = /^"((?:[^"\\\x00-\x1f\x7f]|\\["\\])*)"/.exec(rest) ??
        /^-?\d{1,15}(?:\.\d{1,3})?/.exec(rest) ??
        /^\?[01]/.exec(rest) ??
        /^[A-Za-z*][A-Za-z0-9!#$%&'*+\-.^_`|~:/]*/.exec(rest);
    if (!match)
        return undefined;
    scan.at += match[0].length;
    const [whole, quoted] = match;
    if (quoted !== undefined)
        return quoted.replace(/\\(["\\])/g, '$1');
    if (whole.startsWith('?'))
        return whole === '?1';
    if (/^-?\d/.test(whole))
        return Number(whole);
    return whole;
}

;// CONCATENATED MODULE: ./src/api/rate-budget.ts

// The run's one budget of requests: a token bucket in the client, fed by what the service's
// answers say of the key's rate limit, that holds a request until the key has room for it. Every
// client of a run (an app's services, the rollbacks, the log stream openings) takes from it.
// Until an answer says anything (headers, or a 429), it only keeps a few requests in flight at
// once, so that a limit it cannot see refuses few before its first 429 comes back. With
// rate-limit headers, the bucket is what the newest answer says, less the requests sent after
// it; without them, after a 429, requests go one at a time at a rate learned from what got
// through between two 429s (the bucket was empty at both), starting from one request per
// Retry-After, which each request served raises by as much until the service refuses again.
// A burst is never sent again.
/**
 * While the service has said nothing of the key's budget, at most this many requests are in
 * flight at once: a limit it does not tell refuses no more than these before its first 429 is back.
 */
const BLIND_IN_FLIGHT = 8;
/** Without a rate said or learned, one request per this long once the key has none left. */
const FALLBACK_REQUEST_MS = 1000;
/** Of a rate learned from what got through, this share is used: what the run sends stays under the limit. */
const LEARNED_SHARE = 0.9;
/**
 * A rate learned from 429s holds until this long after the last one; then the budget knows
 * nothing again (a few requests in flight at once), as the watcher stops pacing itself down.
 */
const LEARNED_FOR_MS = 60_000;
/** Two 429s closer than this are one moment of an empty bucket: too close to learn a rate from. */
const MIN_LEARNING_MS = 250;
/** The fastest rate slow start reaches (per millisecond): the service refuses long before. */
const MAX_SLOW_START_RATE = 1;
/** Node's timers hold at most this: a horizon without a deadline. */
const MAX_HORIZON_MS = 2 ** 31 - 1;
class RateBudget {
    now;
    horizonMs;
    onHold;
    /** Requests the key may send now, by the model; Infinity while nothing has been said. */
    #tokens = Number.POSITIVE_INFINITY;
    #at = 0;
    #limit;
    /** The rate the headers gave last. */
    #headerRate;
    #form;
    #learning;
    /** No request before this time: the service said none is welcome sooner. */
    #notBefore = 0;
    #nextTicket = 0;
    /** The newest request whose answer set the budget. */
    #applied = -1;
    #inFlight = new Set();
    /** Requests wait their turn one behind another, so the first to wait is the first sent. */
    #line = Promise.resolve();
    /** Resolves at the next answer (a place in flight is free). */
    #nextAnswer;
    /**
     * `horizonMs`: how far ahead the run looks (its deadline): a reset further away is not
     * believed. `onHold`: a request is held for the budget.
     */
    constructor(now = Date.now, horizonMs = () => MAX_HORIZON_MS, onHold = () => { }) {
        this.now = now;
        this.horizonMs = horizonMs;
        this.onHold = onHold;
    }
    /**
     * Waits until the key has room for one more request, then counts it as sent; returns its
     * ticket for `answered`. The wait goes through `sleep` (once: the request is sent when it is
     * over) and ends when `signal` aborts (with its reason): the run's deadline bounds it.
     * `ahead`: a request sent again just after its 429's wait, which the service asked of it, goes
     * at once, before the requests that queued meanwhile.
     */
    async take(signal, sleep, ahead = false) {
        const turn = ahead ? Promise.resolve() : this.#line;
        let done = () => { };
        if (!ahead)
            this.#line = new Promise(resolve => (done = resolve));
        try {
            await untilAborted(turn, signal);
            while (!Number.isFinite(this.#tokens) && this.#inFlight.size >= BLIND_IN_FLIGHT)
                await untilAborted(this.#answer(), signal);
            const waitMs = ahead ? 0 : this.#waitMs();
            if (waitMs > 0) {
                this.onHold({ waitMs, form: this.#learning ? undefined : this.#form });
                await sleep(waitMs, signal);
            }
            this.#refill(this.now());
            this.#tokens -= 1;
            const ticket = this.#nextTicket++;
            this.#inFlight.add(ticket);
            return ticket;
        }
        finally {
            done();
        }
    }
    /** When the pause the service asked for after a 429 ends (0: none is on), for `endPause`. */
    get pausedUntil() {
        return this.#notBefore;
    }
    /**
     * The request whose 429 began the pause until `until` has waited it out by its own clock
     * (which tests inject): the pause is over, unless a later answer moved its end.
     */
    endPause(until) {
        if (this.#notBefore === until)
            this.#notBefore = 0;
    }
    /** The request of `ticket` was answered (or, without `answer`, got none): what it says sets the budget. */
    answered(ticket, answer) {
        this.#inFlight.delete(ticket);
        this.#nextAnswer?.resolve();
        this.#nextAnswer = undefined;
        if (!answer)
            return;
        const at = this.now();
        const hint = readBudgetHint(answer.headers, {
            at,
            horizonMs: this.#horizon(),
            ...(answer.serverNow === undefined ? {} : { serverNow: answer.serverNow })
        });
        if (hint)
            this.#apply(ticket, hint, at);
        const learning = this.#learning;
        if (answer.status !== 429) {
            if (learning && ticket >= learning.fromTicket)
                learning.served++;
            return;
        }
        this.#refill(at);
        this.#tokens = Math.min(this.#tokens, 0);
        if (answer.retryAfterMs !== undefined && answer.retryAfterMs <= this.#horizon())
            this.#notBefore = Math.max(this.#notBefore, at + answer.retryAfterMs);
        if (this.#headerRate === undefined)
            this.#learn(ticket, at, answer.retryAfterMs);
    }
    /** Requests per millisecond the budget refills at: the headers', else the learned, else undefined. */
    get #rate() {
        if (this.#headerRate !== undefined)
            return this.#headerRate;
        const learning = this.#learning;
        if (!learning)
            return undefined;
        if (!learning.slowStart)
            return learning.ratePerMs;
        return Math.min(MAX_SLOW_START_RATE, learning.ratePerMs * (1 + learning.served));
    }
    /**
     * An answer's word: its requests left, less those sent after it that are not answered yet. The
     * newest answer's word stands; an older one's only lowers it (the service may have counted
     * requests sent at once in another order than they were sent).
     */
    #apply(ticket, hint, at) {
        let newer = 0;
        for (const other of this.#inFlight)
            if (other > ticket)
                newer++;
        const left = hint.remaining - newer;
        this.#refill(at);
        this.#tokens = ticket > this.#applied ? left : Math.min(this.#tokens, left);
        this.#applied = Math.max(this.#applied, ticket);
        this.#form = hint.form;
        if (hint.limit !== undefined)
            this.#limit = hint.limit;
        if (hint.ratePerMs !== undefined) {
            this.#headerRate = hint.ratePerMs;
            this.#learning = undefined;
        }
        if (hint.remaining === 0 && hint.moreInMs !== undefined)
            this.#notBefore = Math.max(this.#notBefore, at + hint.moreInMs);
    }
    /**
     * A 429 without a rate from the headers: the bucket is empty now. The requests served since
     * the last 429 (sent after it) are what the key's limit let through meanwhile: that is its rate.
     */
    #learn(ticket, at, retryAfterMs) {
        const learning = this.#learning;
        const restart = { emptyAt: at, fromTicket: this.#nextTicket, served: 0 };
        if (!learning) {
            // One request per Retry-After is what the service itself offers; slow start then probes for more.
            const firstMs = Math.max(FALLBACK_REQUEST_MS, retryAfterMs ?? FALLBACK_REQUEST_MS);
            this.#learning = { ...restart, ratePerMs: 1 / firstMs, slowStart: true };
            return;
        }
        // A 429 of a request sent before the last one, or of the same moment: the same empty bucket.
        if (ticket < learning.fromTicket || at - learning.emptyAt < MIN_LEARNING_MS)
            return;
        const measured = (learning.served / (at - learning.emptyAt)) * LEARNED_SHARE;
        // Never slower than one request per Retry-After: the service offers that much itself.
        const offered = 1 / Math.max(FALLBACK_REQUEST_MS, retryAfterMs ?? FALLBACK_REQUEST_MS);
        this.#learning = { ...restart, ratePerMs: Math.max(measured, offered), slowStart: false };
    }
    /** The next answer. */
    #answer() {
        if (!this.#nextAnswer) {
            let resolve = () => { };
            const promise = new Promise(done => (resolve = done));
            this.#nextAnswer = { promise, resolve };
        }
        return this.#nextAnswer.promise;
    }
    /** Milliseconds until the budget has room for one request; 0 when it has. */
    #waitMs() {
        const now = this.now();
        if (this.#learning && now - this.#learning.emptyAt >= LEARNED_FOR_MS)
            this.#forget();
        this.#refill(now);
        const pause = Math.max(0, this.#notBefore - now);
        if (this.#tokens >= 1)
            return pause;
        const rate = this.#rate ?? 1 / FALLBACK_REQUEST_MS;
        return Math.max(pause, Math.ceil((1 - this.#tokens) / rate));
    }
    /** Long after the last 429, without headers: nothing is known of the key's budget any more. */
    #forget() {
        this.#learning = undefined;
        this.#tokens = Number.POSITIVE_INFINITY;
    }
    /** What the rate brought since the last look, up to what the budget holds. */
    #refill(now) {
        const elapsed = now - this.#at;
        this.#at = now;
        if (!Number.isFinite(this.#tokens) || elapsed <= 0)
            return;
        const rate = this.#rate ?? 1 / FALLBACK_REQUEST_MS;
        // A learned rate paces requests one by one: the key's burst is not known.
        const cap = this.#learning ? 1 : (this.#limit ?? Number.POSITIVE_INFINITY);
        if (this.#tokens < cap)
            this.#tokens = Math.min(cap, this.#tokens + elapsed * rate);
    }
    #horizon() {
        return Math.min(MAX_HORIZON_MS, Math.max(0, this.horizonMs()));
    }
}
/** `promise`, or the signal's reason as soon as it aborts. */
function untilAborted(promise, signal) {
    if (signal.aborted)
        return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        void promise.then(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        });
    });
}

;// CONCATENATED MODULE: ./src/api/rate-limit.ts



// HTTP 429: the service saying "not now". The request was refused before it was handled, so
// it is sent again, a deploy included, until the step's timeout: never a failure of its own.
// Jobs of one matrix share a key and so its limit; random jitter on every wait keeps them
// from retrying in lockstep. While the service limits, the watcher paces itself down. Before
// any 429, the run's budget (rate-budget.ts) holds requests the key has no room for.
/** Waits without a Retry-After: exponential backoff with full jitter, from 1 s up to 30 s. */
const RATE_LIMIT_BACKOFF = { baseMs: 1000, maxMs: 30_000 };
/** Added to a Retry-After: a random share of this (or of half the hint, when larger), at most 30 s. */
const HINT_JITTER_MS = 1000;
const MAX_HINT_JITTER_MS = 30_000;
/** The shortest wait: even full jitter must not resend at once. */
const MIN_WAIT_MS = 100;
/** Node's timers hold at most this; a longer Retry-After ends at the timeout anyway. */
const MAX_WAIT_MS = 2 ** 31 - 1;
/** For this long after a 429's wait, the watcher reads the record and the log less often. */
const PACE_WINDOW_MS = 60_000;
/**
 * Milliseconds to wait before sending a rate-limited request again: the service's Retry-After
 * plus jitter, or (without a usable one) exponential backoff with full jitter. `inARow`: 429s
 * this request has met so far, this one included.
 */
function rateLimitWait(retryAfterMs, inARow, random = Math.random) {
    if (retryAfterMs !== undefined) {
        const jitter = random() * Math.min(MAX_HINT_JITTER_MS, Math.max(HINT_JITTER_MS, retryAfterMs / 2));
        return Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, retryAfterMs + jitter));
    }
    const ceiling = Math.min(RATE_LIMIT_BACKOFF.maxMs, RATE_LIMIT_BACKOFF.baseMs * 2 ** Math.max(0, inARow - 1));
    return Math.max(MIN_WAIT_MS, random() * ceiling);
}
/**
 * What the run has met of the service's rate limit: says so once per phase of the run, tells
 * the watcher when to pace down, and tells a timeout message whether the limit had a hand in it.
 * Its budget paces every request of the run.
 */
class RateLimits {
    now;
    expiresAt;
    log;
    #phase = '';
    #announced = new Set();
    #count = 0;
    /** The run's one budget of requests: every client of the run takes from it. */
    budget;
    /** When the last request the budget held was let go (or is to be). */
    #lastHold;
    #pacingSaid = false;
    #firstAt;
    /** The last 429 of any kind, and the wait it asked for. */
    #last;
    /** The last 429 of an ordinary request: only those pace the watcher down. */
    #lastRequest;
    /** `expiresAt`: the step's deadline, so that a wait past it is said as such. */
    constructor(now = Date.now, expiresAt = Number.POSITIVE_INFINITY, log = host/* SILENT */.qY) {
        this.now = now;
        this.expiresAt = expiresAt;
        this.log = log;
        this.budget = new RateBudget(now, () => this.expiresAt - this.now(), hold => this.#held(hold));
    }
    /**
     * The budget held a request: said once per run (a run that paces itself is doing its job), in
     * the log when the headers said so, in the debug log after a 429 (which the log has said).
     */
    #held(hold) {
        // Dated by its end: a request held past the timeout was held "just before" it.
        this.#lastHold = { at: this.now() + hold.waitMs, waitMs: 0 };
        if (this.#pacingSaid)
            return;
        this.#pacingSaid = true;
        if (hold.form === undefined) {
            this.log.debug(`Pacing the requests to the key's rate limit at the rate the service let through since it answered 429 (${(0,duration/* formatDuration */.a3)(hold.waitMs)} to the next).`);
            return;
        }
        this.log.info(`Pacing the requests to the key's rate limit, as the service's ${hold.form} header gives it: a request waits for room (${(0,duration/* formatDuration */.a3)(hold.waitMs)} now) rather than being refused.`);
    }
    /** A new phase of the run: its first 429 is said in the log again. */
    enterPhase(name) {
        this.#phase = name;
    }
    /** 429s met so far, of both kinds. */
    get count() {
        return this.#count;
    }
    /** A request was answered 429 and will be sent again after `waitMs`. */
    limited(purpose, waitMs, kind = 'request') {
        const at = this.now();
        this.#count++;
        this.#firstAt ??= at;
        this.#last = { at, waitMs };
        if (kind === 'request')
            this.#lastRequest = { at, waitMs };
        const left = this.expiresAt - at;
        const waiting = waitMs >= left
            ? `the service asks to wait ${(0,duration/* formatDuration */.a3)(waitMs)}, longer than the ${(0,duration/* formatDuration */.a3)(left)} left: waiting for the timeout`
            : `waiting ${(0,duration/* formatDuration */.a3)(waitMs)}, then trying again until the timeout`;
        if (this.#announced.has(this.#phase)) {
            this.log.debug(`Rate limited (HTTP 429) while ${purpose}; ${waiting}.`);
            return;
        }
        this.#announced.add(this.#phase);
        this.log.info(`Rate limited by the service (HTTP 429) while ${purpose}; ${waiting}. The key's limit is shared by every job that uses it.`);
    }
    /** Whether an ordinary request was limited lately: the watcher then looks less often. */
    get pacing() {
        return recent(this.#lastRequest, this.now());
    }
    /** Whether an ordinary request was answered 429 at or after `at` (not only the log stream). */
    requestLimitedSince(at) {
        return this.#lastRequest !== undefined && this.#lastRequest.at >= at;
    }
    /**
     * For a timeout message (said at the timeout): how the rate limit held the run up, when it was
     * still limiting lately; a 429 long before a slow build ran out of time is not the cause.
     * Without a recent 429, requests the budget held lately are said instead.
     */
    describe() {
        const before = (at) => {
            const ago = this.now() - at;
            return ago < 1000 ? 'just before the timeout' : `${(0,duration/* formatDuration */.a3)(ago)} before the timeout`;
        };
        if (this.#firstAt === undefined || !this.#last || !recent(this.#last, this.now())) {
            const hold = this.#lastHold;
            if (!hold || !recent(hold, this.now()))
                return undefined;
            return `Requests were held back to stay within the key's rate limit, the last ${before(hold.at)}.`;
        }
        if (this.#count === 1)
            return `The service rate limited one request (HTTP 429), ${before(this.#last.at)}.`;
        return `The service rate limited ${this.#count} requests (HTTP 429), the first ${before(this.#firstAt)} and the last ${before(this.#last.at)}.`;
    }
}
/** Within the wait a 429 asked for, plus the pacing window. */
function recent(limit, now) {
    return limit !== undefined && now - limit.at < limit.waitMs + PACE_WINDOW_MS;
}


/***/ }),

/***/ 3003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ runtimeRecords),
/* harmony export */   u: () => (/* binding */ NoLogRecords)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** An answer that holds no list of records (`{ "logs": [...] }`): not an empty log, an unreadable one. */
class NoLogRecords extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui {
    constructor() {
        super('the runtime log answered without its list of records (`{ "logs": [...] }`)');
    }
}
/** The answer's records, oldest first: by log id when every record has one, else by time when every one has one. */
function runtimeRecords(answer) {
    const records = answer?.logs;
    if (!Array.isArray(records))
        throw new NoLogRecords();
    const read = records
        .filter((record) => record !== null && typeof record === 'object')
        .map(record => {
        const text = [record.line, record.message, record.text].find(value => typeof value === 'string');
        const time = [record.ts, record.timestamp].find(value => typeof value === 'string');
        const at = typeof time === 'string' ? Date.parse(time) : NaN;
        return {
            id: Number.isSafeInteger(record.id) && record.id >= 0 ? record.id : undefined,
            text: typeof text === 'string' ? text : '',
            at: Number.isNaN(at) ? undefined : at
        };
    });
    if (read.every(entry => entry.id !== undefined))
        read.sort((a, b) => a.id - b.id);
    else if (read.every(entry => entry.at !== undefined))
        read.sort((a, b) => a.at - b.at);
    return read;
}


/***/ }),

/***/ 2812:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ wentLive),
/* harmony export */   WK: () => (/* binding */ serviceEntry),
/* harmony export */   Yk: () => (/* binding */ failedFirst),
/* harmony export */   jX: () => (/* binding */ appResult)
/* harmony export */ });
/* harmony import */ var _text_output_values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8289);

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
            reason: (0,_text_output_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plainSentence */ .Gx)(end.reason),
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
        reason: result.error ? (0,_text_output_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plainSentence */ .Gx)(result.error.message) : null,
        verify: result.verify ? plainVerify(result.verify) : null
    };
}
/** A service's verification window as its `results` entry carries it: every sentence plain (plainSentence). */
function plainVerify(verify) {
    return {
        ...verify,
        reason: (0,_text_output_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plainSentence */ .Gx)(verify.reason),
        matches: verify.matches.map(match => ({ ...match, line: (0,_text_output_values_js__WEBPACK_IMPORTED_MODULE_0__/* .plainSentence */ .Gx)(match.line) }))
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


/***/ }),

/***/ 9247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/settings/settings.ts
var settings = __webpack_require__(7100);
// EXTERNAL MODULE: ./src/text/identifiers.ts
var identifiers = __webpack_require__(2319);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./node_modules/ci-info/vendors.json
var vendors = __webpack_require__(2040);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/cli/ci/ci-names.ts
var ci_names = __webpack_require__(2230);
;// CONCATENATED MODULE: ./src/cli/ci/ci.ts





// Which CI runs the CLI decides how it prints (groups, masks, annotations), where it passes
// its outputs and which commit it deploys by default.
/** ci-info's vendor constant for each CI the CLI knows; every other vendor is `none`. */
const BY_VENDOR = {
    GITHUB_ACTIONS: 'github',
    GITLAB: 'gitlab',
    AZURE_PIPELINES: 'azure',
    BITBUCKET: 'bitbucket',
    CIRCLE: 'circleci',
    JENKINS: 'jenkins',
    TEAMCITY: 'teamcity'
};
/** Each CI's name for people, in notes and messages. */
const CI_TITLES = {
    github: 'GitHub Actions',
    gitlab: 'GitLab CI',
    azure: 'Azure Pipelines',
    bitbucket: 'Bitbucket Pipelines',
    circleci: 'CircleCI',
    jenkins: 'Jenkins',
    teamcity: 'TeamCity',
    none: 'no CI'
};
/**
 * The CI that `env` belongs to, by ci-info's own vendor table and rules. ci-info itself only
 * answers for process.env, read once at import (watson/ci-info#33), so its table is applied here.
 */
function detectCi(env) {
    // As ci-info: CI=false turns detection off, and the last vendor that matches wins.
    if (env.CI === 'false')
        return 'none';
    let found;
    for (const vendor of vendors) {
        const rules = Array.isArray(vendor.env) ? vendor.env : [vendor.env];
        if (rules.every(rule => matches(rule, env)))
            found = vendor.constant;
    }
    return (found !== undefined && BY_VENDOR[found]) || 'none';
}
/** ci-info's checkEnv, for an injected env. */
function matches(rule, env) {
    if (typeof rule === 'string')
        return !!env[rule];
    if (typeof rule.env === 'string' && typeof rule.includes === 'string') {
        return env[rule.env]?.includes(rule.includes) ?? false;
    }
    if (Array.isArray(rule.any))
        return rule.any.some(name => typeof name === 'string' && !!env[name]);
    return Object.entries(rule).every(([name, value]) => env[name] === value);
}
/** The CI named by `--ci`, or a UsageError listing the accepted names. */
function parseCiName(text) {
    const name = text.trim().toLowerCase();
    const found = ci_names/* CI_NAMES */.y.find(ci => ci === name);
    if (found === undefined) {
        const meant = /^[a-z][a-z0-9_-]{0,30}$/.test(name) ? (0,suggest/* closest */.k)(name, ci_names/* CI_NAMES */.y) : undefined;
        throw new errors/* UsageError */.eb('--ci', `must be one of ${ci_names/* CI_NAMES */.y.join(', ')}, got "${text.slice(0, 40)}"${meant ? `; did you mean ${meant}?` : ''}`);
    }
    return found;
}
/** `--ci` when given, else the CI detected in `env`. */
function resolveCi(flag, env) {
    return flag === undefined ? detectCi(env) : parseCiName(flag);
}
/** The commit the CI names in `env`, and the variable it came from; undefined outside CI or when unset. */
function ciCommit(ci, env) {
    if (ci === 'none')
        return undefined;
    const variable = ci_names/* COMMIT_VARIABLES */.Y[ci];
    const value = env[variable]?.trim();
    return value ? { variable, value } : undefined;
}

// EXTERNAL MODULE: ./src/cli/parse/flags.ts
var parse_flags = __webpack_require__(2949);
// EXTERNAL MODULE: ./src/cli/parse/help.ts
var help = __webpack_require__(3899);
// EXTERNAL MODULE: ./src/settings/defaults.ts
var defaults = __webpack_require__(9563);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/settings/dotenv.ts
var dotenv = __webpack_require__(6443);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/settings/confined-path.ts


// Which files a setting may name, once every symlink is followed: inside given folders only,
// so that a file of the repository (an app file, a symlink) cannot point a run at another
// project's secrets or /proc/self/environ. Each face says which folders.
/** Whether `file` (a real path) lies inside `root` (resolved through its own symlinks). */
function isInside(file, root) {
    let realRoot;
    try {
        realRoot = (0,external_node_fs_.realpathSync)(root);
    }
    catch {
        return false;
    }
    const relative = external_node_path_default().relative(realRoot, file);
    return relative !== '' && relative !== '..' && !relative.startsWith(`..${(external_node_path_default()).sep}`) && !external_node_path_default().isAbsolute(relative);
}
/** `file` (an absolute path) with every symlink followed, and whether it lies inside one of `roots`. */
function confine(file, roots) {
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
    }
    catch (error) {
        return { inside: false, real: undefined, code: error.code };
    }
    return { inside: roots.some(root => isInside(real, root)), real };
}

// EXTERNAL MODULE: ./src/settings/text-file.ts
var text_file = __webpack_require__(3873);
;// CONCATENATED MODULE: ./src/settings/env-file.ts




// Reading an env file, written once for both faces: a regular file of at most
// MAX_ENV_FILE_BYTES, text without NUL bytes (text-file.ts). Which files may be named is each
// face's rule for its own setting; an app file's `env-file` is confined alike on the command
// line and in the Node API (the Action confines it to the workspace, as its inputs).
const ENV_FILE = {
    maxBytes: dotenv/* MAX_ENV_FILE_BYTES */.C,
    file: 'a dotenv file of variables',
    syntax: 'dotenv syntax'
};
/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
function readEnvFileText(name, file, refuse) {
    return (0,text_file/* readTextFile */.G)(name, file, ENV_FILE, refuse);
}
/**
 * The text of an app file's `env-file` for one service: `given` from the working directory `cwd`,
 * as the app file writes it, and with every symlink followed inside the working directory or the
 * app file's folder tree. An app file comes with the repository: its `../other/.env` or
 * `/home/me/.env` must not upload another project's variables. `where` names it for the
 * refusals ("app.yml line 9: `env-file` of service `web`").
 */
function readAppEnvFileText(given, where, appFile, refuse, cwd = process.cwd()) {
    const file = external_node_path_default().resolve(cwd, given);
    const workingDirectory = external_node_path_default().resolve(cwd);
    const appFolder = external_node_path_default().dirname(external_node_path_default().resolve(cwd, appFile));
    const roots = [workingDirectory, appFolder];
    const found = confine(file, roots);
    if (found.real === undefined)
        throw refuse(where, `names no readable file: ${file}${found.code ? ` (${found.code})` : ''}`);
    if (!found.inside) {
        // The app file's folder is named only when it is not inside the working directory already.
        const fromWorkingDirectory = external_node_path_default().relative(workingDirectory, appFolder);
        const appFolderToo = fromWorkingDirectory.startsWith('..') || external_node_path_default().isAbsolute(fromWorkingDirectory)
            ? ` or the app file's folder (${appFolder})`
            : '';
        throw refuse(where, `must name a file inside the working directory (${workingDirectory})${appFolderToo}, after following symlinks; ${file} resolves to ${found.real}`);
    }
    return readEnvFileText(where, found.real, refuse);
}

;// CONCATENATED MODULE: ./src/cli/parse/variables.ts




/** `cwd`: the working directory --dotenv-file is named from. */
function readVariables(envFlags, envFile, cwd) {
    const notes = [];
    const merged = new Map();
    if (envFile !== undefined) {
        const parsed = parseEnvFile(readEnvFile(envFile, cwd));
        for (const { key, value } of parsed.entries)
            merged.set(key, value);
        for (const { key, lines } of parsed.duplicates) {
            notes.push(`${key} is set ${lines.length} times in --dotenv-file (lines ${lines.join(', ')}); the last one is used.`);
        }
    }
    const overridden = new Set();
    const given = new Map();
    envFlags.forEach((flag, index) => {
        const { key, value } = envFlag(flag, index);
        if (merged.has(key) && !given.has(key))
            overridden.add(key);
        given.set(key, (given.get(key) ?? 0) + 1);
        merged.set(key, value);
    });
    for (const [key, count] of given) {
        if (count > 1)
            notes.push(`--env ${key} is given ${count} times; the last one is used.`);
    }
    if (overridden.size > 0) {
        notes.push(`--env overrides ${overridden.size} key(s) also set in --dotenv-file: ${[...overridden].join(', ')}.`);
    }
    return { variables: [...merged].map(([key, value]) => ({ key, value })), notes };
}
/** One `--env KEY=VALUE`; the error names which --env by position, never its text (it may be all secret). */
function envFlag(flag, index) {
    const which = `--env (the ${ordinal(index + 1)})`;
    const equals = flag.indexOf('=');
    if (equals < 0)
        throw new errors/* UsageError */.eb(which, 'must be KEY=VALUE, and has no "=" (its text is not shown: it may be a secret)');
    const key = flag.slice(0, equals);
    if (!(0,dotenv/* isValidKey */.Iz)(key)) {
        throw new errors/* UsageError */.eb(which, 'must be KEY=VALUE with a KEY of letters, digits and _, not starting with a digit (the text given is not shown: it may be a secret)');
    }
    return { key, value: flag.slice(equals + 1) };
}
function ordinal(n) {
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
}
/**
 * The variables of an app file's `env-file` for one service, a file inside the working directory
 * or the app file's folder tree (env-file.ts); errors name the service's key in the file. `cwd`:
 * the working directory.
 */
function readServiceEnvFile(given, where, appFile, cwd) {
    const text = readAppEnvFileText(given, where, appFile, (name, problem) => new errors/* UsageError */.eb(name, problem), cwd);
    return parseEnvFile(text, where).entries.map(({ key, value }) => ({ key, value }));
}
function parseEnvFile(text, name = '--dotenv-file') {
    try {
        return (0,dotenv/* parseDotenv */.qd)(text);
    }
    catch (error) {
        if (error instanceof dotenv/* DotenvError */.BZ) {
            throw new errors/* UsageError */.eb(name, `${error.message} ${dotenv/* DOTENV_LINES */.vA}`);
        }
        throw error;
    }
}
/**
 * The text of the file --dotenv-file names: any path the user gives (symlinks followed), but
 * only a regular file of at most MAX_ENV_FILE_BYTES, without NUL bytes; `given` from the working
 * directory `cwd`.
 * @public The FIFO test imports it in a child process, where knip cannot see the import.
 */
function readEnvFile(given, cwd = process.cwd()) {
    return readEnvFileText('--dotenv-file', external_node_path_default().resolve(cwd, given), (name, problem) => new errors/* UsageError */.eb(name, problem));
}

// EXTERNAL MODULE: ./src/settings/verify-settings.ts
var verify_settings = __webpack_require__(8684);
;// CONCATENATED MODULE: ./src/settings/mask-env.ts

// mask-env, for every face (the Action's `mask-env`, the CLI's `--mask-env`, the Node API's
// `maskEnv`): the variables whose values are hidden besides those the rule finds
// (src/text/secret-rule.ts), or `all` for every value.
/** What mask-env takes, for the errors. */
const EXPECTED = 'expected variable names (letters, digits and _, not starting with a digit) separated by commas or newlines, e.g. SMTP_LOGIN, SIGNUP_CODE, or all alone';
/**
 * mask-env as given (each text of a repeated flag, or the one input): names separated by commas
 * or newlines, or `all`. An entry that is no name is not shown: it may be a value pasted there.
 */
function checkMaskEnv(name, given, refuse) {
    const entries = given
        .flatMap(text => text.split(/[,\r\n]+/))
        .map(entry => entry.trim())
        .filter(entry => entry !== '');
    if (entries.includes('all')) {
        if (entries.some(entry => entry !== 'all'))
            throw refuse(name, `gives all and names besides: all hides every value, so give it alone, or list the names separated by commas or newlines`);
        return 'all';
    }
    const bad = entries.findIndex(entry => !(0,dotenv/* isValidKey */.Iz)(entry));
    if (bad >= 0)
        throw refuse(name, `has an entry that is not a variable name (entry ${bad + 1}, not shown: it may be a value); ${EXPECTED}`);
    return [...new Set(entries)];
}
/** The names `maskEnv` lists that no variable of the run sets: a typo would leave the value it meant readable. */
function unknownMaskEnv(maskEnv, variables) {
    if (maskEnv === 'all')
        return [];
    const keys = new Set([...variables].map(variable => variable.key));
    return maskEnv.filter(key => !keys.has(key));
}
/** The warning for names that match no variable; `name` spells mask-env as the face does. */
function unknownMaskEnvWarning(name, unknown) {
    return `${name} names ${unknown.join(', ')}, which no variable of this run sets: check the spelling (names are case-sensitive).`;
}

;// CONCATENATED MODULE: ./src/cli/parse/args.ts













/**
 * What `argv` needs of LineParts, read as parseCommandLine will read it: `app` is `file` for
 * --app-file, `services` for --service-id given more than once; `patterns` for --fail-on-log or
 * --ignore-log. A line the parser then refuses may ask for more than it needed.
 */
function partsNeeded(argv) {
    const [first, ...rest] = argv;
    if (first !== 'deploy')
        return { patterns: false };
    const { values } = (0,external_node_util_.parseArgs)({ args: rest, options: parseOptions('deploy'), strict: false, allowPositionals: true });
    const ids = values['service-id'];
    const app = values['app-file'] !== undefined ? 'file' : Array.isArray(ids) && ids.length > 1 ? 'services' : undefined;
    const patterns = values['fail-on-log'] !== undefined || values['ignore-log'] !== undefined;
    return { ...(app === undefined ? {} : { app }), patterns };
}
/**
 * Reads `argv` (without node and the script) for the command it names; throws UsageError.
 * `parts`: what the line needs besides the parser (partsNeeded); `cwd`: the working directory the
 * files it reads are named from (--dotenv-file, --app-file and an app's env files).
 */
function parseCommandLine(argv, env, parts = {}, cwd = process.cwd()) {
    refuseKeyFlags(argv);
    refuseNodeFlags(argv);
    const [first, ...rest] = argv;
    if (first === undefined) {
        throw new errors/* UsageError */.eb('hosting-deploy', `needs a command: ${parse_flags/* COMMAND_NAMES */.nZ.join(', ')}`);
    }
    if (first === '--help' || first === '-h')
        return { command: 'help', text: (0,help.topLevelHelp)() };
    if (first === '--version' || first === '-v')
        return { command: 'version', text: version/* VERSION */.x };
    const name = parse_flags/* COMMAND_NAMES */.nZ.find(command => command === first);
    if (name === undefined) {
        const plain = /^-{0,2}[A-Za-z][A-Za-z0-9_-]{0,30}$/.test(first);
        const meant = plain ? (0,suggest/* closest */.k)(first, parse_flags/* COMMAND_NAMES */.nZ) : undefined;
        throw new errors/* UsageError */.eb('hosting-deploy', `takes a command first (${parse_flags/* COMMAND_NAMES */.nZ.join(', ')}), not ${plain ? `"${first}"` : 'the first argument'}${meant ? `; did you mean ${meant}?` : ''}`);
    }
    const spaced = spacedDuration(name, rest);
    if (spaced)
        throw spaced;
    const { values, positionals } = parseFlags(name, rest);
    if (values.help === true)
        return { command: 'help', text: (0,help.commandHelp)(name) };
    const flags = new FlagValues(values);
    if (name === 'deploy') {
        if (positionals.length > 0)
            throw unexpectedPositionals(name, positionals.length);
        return parseDeploy(flags, env, parts, cwd);
    }
    if (name === 'watch')
        return parseWatch(flags, positionals, env);
    if (positionals.length > 0)
        throw unexpectedPositionals(name, positionals.length);
    return { command: 'whoami', ...apiArgs(flags, env, []) };
}
function parseDeploy(flags, env, parts, cwd) {
    const notes = [];
    const api = apiArgs(flags, env, notes);
    const maskEnv = checkMaskEnv('--mask-env', flags.strings('mask-env'), refuse);
    const variables = readVariables(flags.strings('env'), flags.string('dotenv-file'), cwd);
    notes.push(...variables.notes.map(message => ({ level: 'info', message })));
    const appFile = flags.string('app-file');
    const ids = flags.strings('service-id');
    if (appFile !== undefined && ids.length > 0)
        throw new errors/* UsageError */.eb('--service-id', 'and --app-file name the services twice: give the services in the app file, or with --service-id alone');
    const file = appFile === undefined ? undefined : loaded(parts).readAppFile(appFile, '--app-file', cwd);
    const serviceIds = file ? [] : ids.length === 0 ? [noServiceNamed()] : ids.map(id => serviceId(id));
    const step = {
        command: 'deploy',
        ...api,
        serviceId: serviceIds[0] ?? file?.services[0]?.id ?? '',
        ref: ref(flags.string('ref'), env, notes),
        variables: variables.variables,
        wait: !flags.boolean('no-wait'),
        timeoutMs: duration('--timeout', flags.string('timeout'), defaults/* DEFAULT_TIMEOUT_MS */.t1),
        logs: !flags.boolean('no-logs'),
        environmentUrl: environmentUrl(flags.string('environment-url')),
        healthCheck: healthCheck(flags),
        rollback: flags.boolean('rollback'),
        ifBusy: choice('--if-busy', flags.string('if-busy'), defaults/* IF_BUSY_CHOICES */.l8),
        superseded: choice('--superseded', flags.string('superseded'), defaults/* SUPERSEDED_CHOICES */.o0),
        verify: verify(flags, parts),
        outputsFile: outputsFile(flags.string('outputs-file')),
        app: undefined,
        maskEnv
    };
    refuseRepeatedIds(serviceIds);
    const logOrder = choice('--log-order', flags.string('log-order'), defaults/* LOG_ORDERS */.v_);
    const appConfig = file || serviceIds.length > 1 ? loaded(parts).appConfigOf : () => undefined;
    const deployed = appConfig({
        step,
        serviceIds,
        file,
        logOrder,
        readEnvFile: (given, where, inAppFile) => readServiceEnvFile(given, where, inAppFile, cwd)
    });
    const unknown = unknownMaskEnv(maskEnv, deployed ? deployed.services.flatMap(service => service.config.variables) : step.variables);
    if (unknown.length > 0)
        notes.push({ level: 'warning', message: unknownMaskEnvWarning('--mask-env', unknown) });
    return { ...step, app: deployed };
}
/** The parts the caller passed for the line, each that it did not pass a bug if called. */
function loaded(parts) {
    return {
        appConfigOf: parts.appConfigOf ?? notLoaded,
        readAppFile: parts.readAppFile ?? notLoaded,
        verifyPatterns: parts.verifyPatterns ?? notLoaded
    };
}
/** A bug, not a mistake of the line: partsNeeded() and this parser disagree on what the line needs. */
function notLoaded() {
    throw new Error('a part this command line needs was not loaded (partsNeeded and parseCommandLine disagree)');
}
/** Neither --service-id nor --app-file: both ways to name what to deploy. */
function noServiceNamed() {
    throw new errors/* UsageError */.eb('--service-id', 'or --app-file is required: --service-id with the id of the service, as shown in the dashboard (once per service), or --app-file with an app file naming the services (docs/app.md)');
}
/** The same service twice in one run would queue it twice. */
function refuseRepeatedIds(ids) {
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice !== undefined)
        throw new errors/* UsageError */.eb('--service-id', `names ${twice} twice; name each service once`);
}
function parseWatch(flags, positionals, env) {
    if (positionals.length === 0) {
        throw new errors/* UsageError */.eb('DEPLOYMENT_ID', 'is required: hosting-deploy watch DEPLOYMENT_ID [flags]');
    }
    if (positionals.length > 1)
        throw unexpectedPositionals('watch', positionals.length - 1);
    const deploymentId = positionals[0] ?? '';
    if (!(0,identifiers/* isPathSegment */.bQ)(deploymentId)) {
        throw new errors/* UsageError */.eb('DEPLOYMENT_ID', 'must be a deployment id as the service names it: letters, digits and . _ ~ : @ -, at most 200 characters, not "." or ".."');
    }
    const given = flags.string('service-id');
    return {
        command: 'watch',
        ...apiArgs(flags, env, []),
        deploymentId,
        serviceId: given === undefined ? undefined : serviceId(given),
        timeoutMs: duration('--timeout', flags.string('timeout'), defaults/* DEFAULT_TIMEOUT_MS */.t1),
        logs: !flags.boolean('no-logs'),
        outputsFile: outputsFile(flags.string('outputs-file'))
    };
}
function apiArgs(flags, env, notes) {
    return {
        baseUrl: baseUrl(flags.string('base-url'), env, notes),
        apiKey: apiKey(env),
        output: choice('--output', flags.string('output'), parse_flags/* OUTPUT_MODES */.fG),
        ci: resolveCi(flags.string('ci'), env),
        notes
    };
}
/** Flag names that would carry a key: refused, since argv shows in process lists and shell history. */
const KEY_FLAG = /(key|token|secret|password)$/;
/**
 * Node reads some of its own options anywhere on its command line, even after the script and
 * after `--` (nodejs/node#54232), before any code of ours runs: --env-file (and
 * --env-file-if-exists) applies NODE_OPTIONS from the file, --experimental-config-file and
 * --experimental-default-config-file (which reads ./node.config.json) apply `nodeOptions` such
 * as --require. A file from the repository could then run code with the key in the environment.
 * Refusing them afterwards cannot undo that: it says why, and the way out.
 */
const NODE_FILE_FLAGS = {
    envFile: {
        why: "is Node's own option: Node reads that file before hosting-deploy starts and applies NODE_OPTIONS from it, so a file from the repository could run code; name the variables file with --dotenv-file FILE",
        next: 'use --dotenv-file FILE, and check that the file holds only the variables you meant.'
    },
    configFile: {
        why: "is Node's own option: Node reads that configuration file before hosting-deploy starts and applies its nodeOptions (--require among them), so a file from the repository could run code with the key in the environment; hosting-deploy takes no such flag",
        next: 'remove it; where the arguments come from text you do not control, run the single executable, which no Node option reaches (docs/cli.md).'
    }
};
/** The refused Node option `arg` spells, with why and what to do, or undefined. */
function nodeFlag(arg) {
    const name = /^--(env-file(?:-if-exists)?|experimental(?:-default)?-config-file)(?:=|$)/.exec(arg)?.[1];
    if (name === undefined)
        return undefined;
    return { name, ...(name.startsWith('env-file') ? NODE_FILE_FLAGS.envFile : NODE_FILE_FLAGS.configFile) };
}
/** Refuses Node's own file-reading options anywhere on the line, `--` or not: Node read them there too. */
function refuseNodeFlags(argv) {
    for (const arg of argv) {
        const flag = nodeFlag(arg);
        if (flag !== undefined)
            throw new errors/* UsageError */.eb(`--${flag.name}`, flag.why, flag.next);
    }
}
/** Refuses the API key on the command line in any spelling, before anything else is read. */
function refuseKeyFlags(argv) {
    for (const arg of argv) {
        if (arg === '--')
            return;
        const name = /^--?([^=]+)/.exec(arg)?.[1];
        if (name === undefined || !KEY_FLAG.test(name.toLowerCase().replace(/[-_]/g, '')))
            continue;
        // Only the flag's name is shown, and only when it looks like one: never what follows "=".
        const flag = /^--?[A-Za-z_-]{1,30}$/.test(arg.split('=')[0] ?? '') ? (arg.split('=')[0] ?? '') : 'A key flag';
        throw new errors/* UsageError */.eb(flag, `is refused: an API key on the command line would be visible in process lists and shell history; set ${parse_flags/* API_KEY_VARIABLE */.C6} instead`);
    }
}
/**
 * The command's flags, by node's parseArgs in strict mode. Its tokens, read leniently
 * first, give each mistake a message of our own that names the flag and never shows a value.
 */
function parseFlags(name, args) {
    const flags = parse_flags/* COMMANDS */.Lo[name].flags;
    const options = parseOptions(name);
    const { tokens, values } = (0,external_node_util_.parseArgs)({ args, options, strict: false, allowPositionals: true, tokens: true });
    if (values.help === true)
        return { values: { help: true }, positionals: [] };
    const seen = new Set();
    for (const token of tokens) {
        if (token.kind !== 'option')
            continue;
        const flag = flags.find(known => known.name === token.name);
        if (flag === undefined)
            throw unknownFlag(name, token.rawName);
        const raw = `--${flag.name}`;
        if (flag.type === 'boolean' && token.value !== undefined) {
            throw new errors/* UsageError */.eb(raw, `takes no value; write ${raw} alone`);
        }
        if (flag.type === 'string' && token.value === undefined) {
            throw new errors/* UsageError */.eb(raw, `needs a value: ${(0,parse_flags/* flagUsage */.Yq)(flag)}`);
        }
        if (flag.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
            throw new errors/* UsageError */.eb(raw, `needs a value, and is followed by a flag; to pass a value that starts with "-", write ${raw}=VALUE`);
        }
        if (!flag.multiple && seen.has(flag.name))
            throw new errors/* UsageError */.eb(raw, 'is given twice; give it once');
        seen.add(flag.name);
    }
    try {
        return (0,external_node_util_.parseArgs)({ args, options, strict: true, allowPositionals: true });
    }
    catch (error) {
        // Every mistake strict mode finds is explained above; this is a net for node's own rules.
        throw new errors/* UsageError */.eb(`hosting-deploy ${name}`, `cannot read its flags (${error.message.split('\n')[0]})`);
    }
}
/** The command's flags as node's parseArgs takes them. */
function parseOptions(name) {
    return Object.fromEntries(parse_flags/* COMMANDS */.Lo[name].flags.map(flag => [
        flag.name,
        { type: flag.type, multiple: flag.multiple ?? false, ...(flag.short ? { short: flag.short } : {}) }
    ]));
}
function unknownFlag(command, rawName) {
    const shown = /^--?[A-Za-z][A-Za-z0-9_-]{0,30}$/.test(rawName) ? rawName : 'A flag';
    const isTopLevel = parse_flags/* TOP_LEVEL_FLAGS */.xK.some(flag => `--${flag.name}` === rawName);
    return new errors/* UsageError */.eb(shown, isTopLevel
        ? `goes before the command: hosting-deploy ${rawName}`
        : `is not a flag of hosting-deploy ${command}${suggestedFlag(command, shown)}`);
}
/** "; did you mean --service-id?" for a flag close to one the command has, or one other tools spell so. */
function suggestedFlag(command, rawName) {
    if (!rawName.startsWith('-'))
        return '';
    const flags = parse_flags/* COMMANDS */.Lo[command].flags;
    const names = flags.map(flag => `--${flag.name}`);
    const meant = flags.map(flag => flag.mistaken?.[rawName]).find(instead => instead !== undefined) ??
        (0,suggest/* closest */.k)(`--${rawName.replace(/^-+/, '')}`, names);
    return meant ? `; did you mean ${meant}?` : '';
}
/** A unit people write after a number (`--verify-for 5 minutes`), and the letter this parser takes for it. */
const UNIT_WORDS = [
    [/^(?:h|hrs?|hours?)$/i, 'h'],
    [/^(?:m|mins?|minutes?)$/i, 'm'],
    [/^(?:s|secs?|seconds?)$/i, 's'],
    [/^(?:ms|millis|milliseconds?)$/i, undefined]
];
/** `--timeout 5 minutes`: a duration flag's number, then a unit word that would be an argument. Shown back: a unit is no secret. */
function spacedDuration(command, args) {
    const durations = new Set(parse_flags/* COMMANDS */.Lo[command].flags.filter(f => f.value === 'DURATION').map(f => `--${f.name}`));
    for (let i = 0; i + 2 < args.length; i++) {
        const [flag = '', number = '', unit = ''] = args.slice(i, i + 3);
        if (!durations.has(flag) || !/^\d{1,9}$/.test(number))
            continue;
        const word = UNIT_WORDS.find(([pattern]) => pattern.test(unit));
        if (!word)
            continue;
        const letter = word[1];
        return new errors/* UsageError */.eb(flag, `takes a duration in one word, not "${number} ${unit}"${letter ? `: ${flag} ${number}${letter}` : ''} (forms: 90s, 5m, 1h30m, or whole seconds alone)`);
    }
    return undefined;
}
function unexpectedPositionals(command, count) {
    const takes = parse_flags/* COMMANDS */.Lo[command].positional;
    return new errors/* UsageError */.eb(`hosting-deploy ${command}`, `takes ${takes ? `one argument, ${takes},` : 'no argument'} besides its flags, and was given ${count} more (not shown: one may be a secret); flags start with --, see hosting-deploy ${command} --help`);
}
/** The values strict parseArgs returned, typed by the flag tables. */
class FlagValues {
    values;
    constructor(values) {
        this.values = values;
    }
    string(name) {
        const value = this.values[name];
        return typeof value === 'string' ? value : undefined;
    }
    strings(name) {
        const value = this.values[name];
        return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
    }
    boolean(name) {
        return this.values[name] === true;
    }
}
function apiKey(env) {
    const key = env[parse_flags/* API_KEY_VARIABLE */.C6]?.trim() ?? '';
    if (key === '') {
        throw new errors/* UsageError */.eb(parse_flags/* API_KEY_VARIABLE */.C6, 'is not set: export the API key in it (in a pipeline, map a masked or secret variable to it); the key is never taken from the command line');
    }
    if (/[^\x21-\x7e]/.test(key)) {
        throw new errors/* UsageError */.eb(parse_flags/* API_KEY_VARIABLE */.C6, 'contains whitespace or non-printable characters: set it to the key alone, without quotes or a "Bearer " prefix');
    }
    return key;
}
/** --base-url, else HOSTING_BASE_URL: checked as the action checks base-url. */
function baseUrl(flag, env, notes) {
    const source = flag !== undefined ? '--base-url' : parse_flags/* BASE_URL_VARIABLE */.V1;
    const raw = flag ?? env[parse_flags/* BASE_URL_VARIABLE */.V1] ?? '';
    if (raw.trim() === '') {
        throw new errors/* UsageError */.eb('--base-url', `is required: pass the API base URL, e.g. --base-url https://api.example.com, or set ${parse_flags/* BASE_URL_VARIABLE */.V1}`);
    }
    return (0,settings/* checkBaseUrl */.xd)(source, raw, { key: `set the key in ${parse_flags/* API_KEY_VARIABLE */.C6}`, tool: 'hosting-deploy' }, refuse, {
        warning: message => notes.push({ level: 'warning', message }),
        notice: message => notes.push({ level: 'info', message })
    }, { tlsUnchecked: (0,settings/* tlsChecksOff */.I5)(env) });
}
function serviceId(given) {
    if (given.trim() === '')
        throw new errors/* UsageError */.eb('--service-id', 'is required: the id of the service, as shown in the dashboard');
    return (0,settings/* checkServiceId */.TS)('--service-id', given, refuse);
}
/** --ref, else the commit the CI names; outside CI none, with a note saying so. */
function ref(given, env, notes) {
    // An empty --ref sends no ref, as an empty ref input does in the action.
    if (given !== undefined)
        return checkedRef('--ref', given.trim()) || undefined;
    // The commit of the CI the job runs on, even when --ci picks other conventions.
    const ci = detectCi(env);
    const commit = ciCommit(ci, env);
    if (commit !== undefined)
        return checkedRef(commit.variable, commit.value);
    const why = ci === 'none' ? 'not running in a CI' : `${CI_TITLES[ci]} sets no ${ci_names/* COMMIT_VARIABLES */.Y[ci]}`;
    notes.push({
        level: 'info',
        message: `No --ref given and ${why}: no ref is sent, so the service deploys its tracked branch.`
    });
    return undefined;
}
function checkedRef(source, ref) {
    return (0,settings/* checkRef */.__)(source, ref, refuse) ?? '';
}
function duration(flag, given, fallback) {
    if (given !== undefined && given.trim() === '') {
        throw refuse(flag, `needs a duration such as ${defaults/* DURATION_EXAMPLES */.rJ.slice(0, -1).join(', ')} or ${defaults/* DURATION_EXAMPLES */.rJ.at(-1)}`);
    }
    return (0,settings/* checkDuration */.fU)(flag, given ?? '', fallback, defaults/* TIMEOUT_HINT */.am, refuse);
}
function choice(flag, given, choices) {
    return (0,settings/* checkChoice */.io)(flag, given ?? '', choices, refuse);
}
function environmentUrl(given) {
    return (0,settings/* checkUrl */.CU)('--environment-url', given ?? '', 'https://app.example.com', refuse);
}
/** The verification window's flags (docs/verify.md); patterns are checked only when given. */
function verify(flags, parts) {
    const failOnLog = flags.strings('fail-on-log');
    const ignoreLog = flags.strings('ignore-log');
    const checkPatterns = failOnLog.length + ignoreLog.length > 0 ? loaded(parts).verifyPatterns : () => [];
    return (0,verify_settings/* checkVerify */.kM)({
        verifyFor: '--verify-for',
        verifyInterval: '--verify-interval',
        failOnLog: '--fail-on-log',
        ignoreLog: '--ignore-log',
        noWait: '--no-wait'
    }, {
        verifyFor: flags.string('verify-for') ?? '',
        verifyInterval: flags.string('verify-interval') ?? '',
        failOnLog,
        ignoreLog
    }, !flags.boolean('no-wait'), refuse, checkPatterns);
}
function healthCheck(flags) {
    const timeoutMs = duration('--health-check-timeout', flags.string('health-check-timeout'), defaults/* DEFAULT_HEALTH_CHECK_TIMEOUT_MS */.Pe);
    return (0,settings/* checkHealthCheck */.zq)({ url: '--health-check-url', expect: '--health-check-expect' }, { url: flags.string('health-check-url') ?? '', expect: flags.string('health-check-expect') ?? '' }, timeoutMs, refuse);
}
/** A flag's refusal: a usage error naming it. */
const refuse = (name, problem) => new errors/* UsageError */.eb(name, problem);
function outputsFile(given) {
    if (given === undefined)
        return undefined;
    if (given.trim() === '')
        throw new errors/* UsageError */.eb('--outputs-file', 'needs a file name, e.g. --outputs-file deploy.env');
    return given;
}

// EXTERNAL MODULE: ./src/result/exit-codes.ts
var exit_codes = __webpack_require__(5314);
// EXTERNAL MODULE: ./src/text/error-text.ts
var error_text = __webpack_require__(6589);
;// CONCATENATED MODULE: ./src/core/result.ts
// What one run of the engine returns: every output, and why it failed when it did.
/** The result of a run that queued nothing: every output empty, and why when it failed. */
function nothingQueued(error, failureKind) {
    return {
        result: undefined,
        status: undefined,
        deploymentId: undefined,
        ref: undefined,
        url: undefined,
        health: 'skipped',
        envImported: undefined,
        skipped: [],
        rollbackDeploymentId: undefined,
        rollbackRef: undefined,
        durationMs: 0,
        error,
        failureKind
    };
}

// EXTERNAL MODULE: ./src/engine/failure.ts
var engine_failure = __webpack_require__(5528);
// EXTERNAL MODULE: ./src/engine/deploy.ts + 14 modules
var deploy = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/text/secrets.ts
var secrets = __webpack_require__(9690);
;// CONCATENATED MODULE: ./src/text/secret-rule.ts

/**
 * Name parts that say a value is secret: a part that is one of these, or ends with one
 * (`APIKEY`, `AUTHTOKEN`, `PGPASSWORD`, and `MONKEY` too: the rule knows no English).
 */
const SECRET_NAME_WORDS = [
    'KEY',
    'KEYS',
    'TOKEN',
    'TOKENS',
    'SECRET',
    'SECRETS',
    'PASSWORD',
    'PASSWORDS',
    'PASSWD',
    'PASS',
    'PWD',
    'PASSPHRASE',
    'CREDENTIAL',
    'CREDENTIALS',
    'PRIVATE',
    'AUTH',
    'SESSION',
    'COOKIE',
    'SALT',
    'DSN',
    'CERT',
    'SIGNING',
    'JWT',
    'BEARER'
];
/**
 * A name's last part that says the value is about a secret, not the secret: `PASSWORD_FILE` is a
 * path, `SESSION_TIMEOUT` a duration, `TOKEN_URL` an endpoint (a password in it is still hidden
 * by its form).
 */
const ABOUT_A_SECRET = [
    'URL',
    'URI',
    'HOST',
    'DOMAIN',
    'ENDPOINT',
    'PORT',
    'PATH',
    'FILE',
    'DIR',
    'NAME',
    'ID',
    'TYPE',
    'MODE',
    'PROVIDER',
    'ENABLED',
    'DISABLED',
    'TIMEOUT',
    'TTL',
    'AGE',
    'EXPIRY',
    'LENGTH',
    'COUNT',
    'VERSION'
];
/** Values that are no secret under any name (`COOKIE_SECURE=true`): hiding `true` would blank it all through the log. */
const PLAIN_VALUES = ['true', 'false', 'yes', 'no', 'on', 'off', 'enabled', 'disabled', 'none', 'null'];
/**
 * Prefixes of well-known services' tokens: a word that starts with one, followed by
 * MIN_PREFIX_TAIL or more token characters, is hidden wherever it stands in a value.
 */
const SECRET_PREFIXES = [
    'sk_live_',
    'sk_test_',
    'rk_live_',
    'rk_test_',
    'whsec_',
    'sk-',
    'ghp_',
    'gho_',
    'ghu_',
    'ghs_',
    'ghr_',
    'github_pat_',
    'glpat-',
    'gldt-',
    'glrt-',
    'glptt-',
    'xoxb-',
    'xoxp-',
    'xoxa-',
    'xoxr-',
    'xoxs-',
    'xoxe-',
    'xapp-',
    'AKIA',
    'ASIA',
    'AIza',
    'ya29.',
    'npm_',
    'pypi-',
    'SG.',
    'hf_',
    'dop_v1_',
    'shpat_',
    'shpss_',
    'sq0atp-',
    'sq0csp-'
];
/** The fewest characters after a prefix for a word to be a token (`sk-` alone, or `sk-learn`, is none). */
const MIN_PREFIX_TAIL = 8;
/** A token without a known prefix is at least this long... */
const MIN_TOKEN_LENGTH = 16;
/** ...and goes from letters to digits or back at least this often: `release-2024-11-26` does once, `a1b2c3d4e5f6g7h8` 15 times. */
const MIN_TOKEN_ALTERNATIONS = 4;
/** What follows a prefix, by the prefix when its service's form is exact (AWS's `AKIA` ids: 16 capitals and digits). */
const PREFIX_TAILS = {
    AKIA: '[A-Z0-9]{16}',
    ASIA: '[A-Z0-9]{16}',
    AIza: '[A-Za-z0-9_-]{35}'
};
const PREFIXED = new RegExp(SECRET_PREFIXES.map(prefix => `(?<![A-Za-z0-9])${prefix.replace(/[.]/g, '\\.')}${PREFIX_TAILS[prefix] ?? `[A-Za-z0-9_.-]{${MIN_PREFIX_TAIL},}`}`).join('|'), 'g');
/** A JSON Web Token: base64url header (`eyJ`, a JSON object), payload and signature, dot-separated. */
const JWT = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/g;
/** A PEM block of a key (private, or any `... KEY-----` block); a certificate alone is public. */
const PEM_KEY = /-----BEGIN [A-Z0-9 ]*KEY(?: BLOCK)?-----/;
/** `scheme://user:password@`: the password (which may hold `:` or `@`, as parsers read it). */
const URL_PASSWORD = /[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s/?#:@]*:([^\s/?#]+)@/g;
/** `name=value` in a query, a connection string (`Password=...;`), a DSN (`password=... host=...`) or a flag (`--token=...`). */
const PAIR = /(?<=^|[\s;&?#,])-{0,2}([A-Za-z][A-Za-z0-9_.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;&#]+))/g;
/** An Authorization header's credentials: `Bearer ...`, `Basic ...`, `Token ...`. */
const AUTHORIZATION = /(?<![A-Za-z0-9])(?:Bearer|Basic|Token)\s+([^\s,;"']+)/gi;
/** The token alphabet: letters, digits, `_`, `-` (base64url) and `+`, `/`, `=` (base64). */
const TOKEN = /^[A-Za-z0-9_+/=-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A 40-character hex string reads as a git commit; a 64-character one is more often a generated secret. */
const COMMIT = /^[0-9a-f]{40}$/i;
/** What separates the words of a value that are judged alone (a URL's parts among them). */
const WORD_SEPARATOR = /[^A-Za-z0-9_.+-]+/;
/** A variable name's parts: split at every character but letters and digits, at camelCase and between letters and digits; upper-cased. */
function nameParts(name) {
    return name
        .split(/[^A-Za-z0-9]+/)
        .flatMap(chunk => chunk
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
        .replace(/([A-Za-z])([0-9])/g, '$1 $2')
        .replace(/([0-9])([A-Za-z])/g, '$1 $2')
        .split(' '))
        .filter(part => part !== '')
        .map(part => part.toUpperCase());
}
/** Whether a variable's name says its value is secret: a part is or ends with a secret word, and the last part is not about one. */
function isSecretName(name) {
    const parts = nameParts(name);
    const last = parts.at(-1) ?? '';
    if (parts.length > 1 && ABOUT_A_SECRET.includes(last))
        return false;
    return parts.some(part => SECRET_NAME_WORDS.some(word => part.endsWith(word)));
}
/** Whether `text` (a whole value, or one word of it) is a token by its look alone. */
function isTokenLike(text) {
    if (text.length < MIN_TOKEN_LENGTH || !TOKEN.test(text) || text.startsWith('/'))
        return false;
    if (UUID.test(text) || COMMIT.test(text))
        return false;
    return alternations(text) >= MIN_TOKEN_ALTERNATIONS;
}
/** How often `text` goes from a letter to a digit or back, other characters aside. */
function alternations(text) {
    let count = 0;
    let previous;
    for (const ch of text) {
        const kind = ch >= '0' && ch <= '9' ? 'digit' : /[A-Za-z]/.test(ch) ? 'letter' : undefined;
        if (kind === undefined)
            continue;
        if (previous !== undefined && kind !== previous)
            count++;
        previous = kind;
    }
    return count;
}
/**
 * The pieces of a variable's value to hide (each then registered as a secret): the whole value
 * when mask-env names it (or is `all`), when its name is secret (unless the value is a plain word
 * such as `true`), or when the whole value looks like a secret; and whatever part of it looks
 * like one: a URL's password, a secret `name=value`'s value, an Authorization header's
 * credentials, a prefixed token, a JWT, a token word. Empty: the value stays readable.
 */
function secretPieces(key, value, maskEnv = []) {
    const trimmed = value.trim();
    if (trimmed === '')
        return [];
    const whole = maskEnv === 'all' ||
        maskEnv.includes(key) ||
        (isSecretName(key) && !PLAIN_VALUES.includes(trimmed.toLowerCase())) ||
        PEM_KEY.test(value) ||
        isTokenLike(trimmed);
    return [...new Set([...(whole ? [value] : []), ...partsThatLookSecret(value)])];
}
/** The parts of `value` that look like a secret whatever the variable's name. */
function partsThatLookSecret(value) {
    const parts = [];
    for (const match of value.matchAll(URL_PASSWORD)) {
        const password = match[1] ?? '';
        parts.push(password, decoded(password));
    }
    for (const match of value.matchAll(PAIR)) {
        const given = match[2] ?? match[3] ?? match[4] ?? '';
        if (isSecretName(match[1] ?? '') && !PLAIN_VALUES.includes(given.toLowerCase()))
            parts.push(given, decoded(given));
    }
    for (const match of value.matchAll(AUTHORIZATION))
        parts.push(match[1] ?? '');
    for (const match of value.matchAll(PREFIXED))
        parts.push(match[0]);
    for (const match of value.matchAll(JWT))
        parts.push(match[0]);
    for (const word of value.split(WORD_SEPARATOR))
        if (isTokenLike(word))
            parts.push(word);
    return parts.filter(part => part !== '');
}
/** Percent-encoding decoded (a URL's password as the application reads it), or `text` when it is no valid encoding. */
function decoded(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/**
 * Registers the secret pieces of every variable (secretPieces), pieces shorter than
 * MIN_MASKED_VALUE_LENGTH aside; returns the pieces new to the run, for the face's CI to mask.
 * With mask-env `all`, a value the rule leaves readable is hidden too, as a blanket secret: the
 * run's own record (its ref, ids, URL) still shows it.
 */
function registerVariables(variables, maskEnv) {
    const added = [];
    const minLength = secrets/* MIN_MASKED_VALUE_LENGTH */.uU;
    for (const { key, value } of variables) {
        for (const piece of secretPieces(key, value, maskEnv === 'all' ? [] : maskEnv))
            added.push(...(0,secrets/* registerSecret */.cl)(piece, { minLength }));
        if (maskEnv === 'all')
            added.push(...(0,secrets/* registerSecret */.cl)(value, { minLength, blanket: true }));
    }
    return added;
}

;// CONCATENATED MODULE: ./src/cli/ci/colour.ts
// Whether the command line colours its text, from the conventions most tools share: colour on a
// terminal, or when FORCE_COLOR asks (CI logs render colour but are not terminals), and never
// when NO_COLOR is set, whatever else says (no-color.org).
function colourEnabled(settings) {
    if (settings.noColor)
        return false;
    const force = settings.forceColor;
    if (force !== undefined && force !== '')
        return force !== '0' && force.toLowerCase() !== 'false';
    return settings.isTTY;
}
/**
 * The colours of an app's service labels, in turn (SGR foreground codes: cyan, magenta, blue and
 * their bright kinds): never green, red or yellow, which say success, failure and warning.
 */
const LABEL_COLOURS = [36, 35, 34, 96, 95, 94];
const sgr = (open, close) => (text) => `\x1b[${open}m${text}\x1b[${close}m`;
const PLAIN = { bold: t => t, dim: t => t, red: t => t, green: t => t, yellow: t => t, label: t => t };
const COLOURED = {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
    label: (text, index) => sgr(LABEL_COLOURS[index % LABEL_COLOURS.length] ?? LABEL_COLOURS[0], 39)(text)
};
/** The command line's own styling: nothing at all when colour is off. */
function style(colour) {
    return colour ? COLOURED : PLAIN;
}

;// CONCATENATED MODULE: ./src/cli/hosts/heartbeat.ts
// A line now and then while a deployment is quiet, so that a CI that kills silent jobs (and a
// person watching) sees the command line is alive. Time is injected, so tests need no waiting.
/** The silence after which a heartbeat line is printed, and between two of them. */
const HEARTBEAT_MS = 30_000;
/** How often the silence is measured: a heartbeat comes at most this late. */
const HEARTBEAT_TICK_MS = 5_000;
const systemClock = {
    now: () => Date.now(),
    setInterval: (tick, ms) => setInterval(tick, ms),
    clearInterval: handle => clearInterval(handle)
};
class Heartbeat {
    clock;
    beat;
    #startedAt;
    #lastOutput;
    #handle;
    /** Calls `beat` with the time since the start after each HEARTBEAT_MS without output. */
    constructor(clock, beat) {
        this.clock = clock;
        this.beat = beat;
        this.#startedAt = clock.now();
        this.#lastOutput = this.#startedAt;
        this.#handle = clock.setInterval(() => this.#tick(), HEARTBEAT_TICK_MS);
        this.#handle.unref?.();
    }
    /** Something was printed: the silence starts again. */
    touch() {
        this.#lastOutput = this.clock.now();
    }
    stop() {
        if (this.#handle === undefined)
            return;
        this.clock.clearInterval(this.#handle);
        this.#handle = undefined;
    }
    #tick() {
        const now = this.clock.now();
        if (now - this.#lastOutput < HEARTBEAT_MS)
            return;
        this.#lastOutput = now;
        this.beat(now - this.#startedAt);
    }
}

// EXTERNAL MODULE: ./src/core/outputs.ts
var core_outputs = __webpack_require__(1533);
// EXTERNAL MODULE: ./src/text/remote-text.ts
var remote_text = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/text/visible-text.ts
var visible_text = __webpack_require__(2909);
;// CONCATENATED MODULE: ./src/text/ci-text.ts


// Every line of remote-derived text the command line writes (log lines, and the engine's
// messages, which may quote the service) passes lineForCi, whichever CI it runs on, so that
// none of them acts on it:
// - GitHub Actions: a line starting with `::` after whitespace, `##[` anywhere (remote-text.ts);
// - Azure Pipelines: `##vso[` anywhere in a line (the agent's Command.TryParse, a culture-aware
//   IndexOf that skips control characters such as ESC), and its `##[` formatting commands;
// - GitLab: `section_start:` / `section_end:` markers (they also need CR and `ESC[0K`, never kept);
// - Jenkins: a console note, which starts `ESC[8mha:`;
// - TeamCity: a service message, `##teamcity[` anywhere in a line (`setParameter` could set
//   NODE_OPTIONS for the build's later steps, `buildStatus` its result);
// - a terminal: every escape sequence but colour (SGR), and colour too when it is off.
// Secrets are redacted (secrets.ts) before any of this, through remoteText.
/** Longer than an engine log line with its cut marker, so a line the engine cut is not cut again. */
const MAX_CI_LINE = 2 * remote_text/* MAX_LINE_LENGTH */.l6;
/** Azure's `##vso[` and TeamCity's `##teamcity[`. */
const SERVICE_COMMAND = /##(?=(?:vso|teamcity)\[)/gi;
const GITLAB_SECTION = /section_(?:start|end)(?=:)/gi;
const JENKINS_NOTE = /\x1b\[8mha:/;
const RESET = /^\x1b\[0*m$/;
/** The run's own record (an id, a ref, a name, a URL, a state), made safe as lineForCi makes a line; only secrets redacted. */
function recordForCi(text) {
    return lineForCi(text, { record: true });
}
/**
 * One line of remote-derived text, safe to print on every CI: redacted, one line, no control
 * characters, no escape sequence but colour (none when `colour` is off), and every CI marker
 * defused by an inserted backslash (`##vso[` becomes `#\#vso[`, `##teamcity[` `#\#teamcity[`).
 */
function lineForCi(text, options = {}) {
    const record = options.record === true;
    const plain = defuseForCi((0,remote_text/* remoteText */.SW)(text, { max: MAX_CI_LINE, cutMarker: 'count', record }));
    if (!options.colour || !text.includes('\x1b'))
        return plain;
    const coloured = (0,remote_text/* remoteText */.SW)(text, { max: MAX_CI_LINE, cutMarker: 'count', framed: true, record });
    if (!coloured.includes('\x1b') || !keepsColour(coloured))
        return plain;
    // A colour left on would tint every line printed after it.
    return RESET.test(coloured.match(visible_text/* COLOUR */.xW)?.at(-1) ?? '') ? coloured : `${coloured}\x1b[0m`;
}
/** Each line of a message (split at LF or CRLF; a lone CR is a space), made safe by lineForCi. */
function linesForCi(text, options = {}) {
    const lines = text.split(/\r?\n/);
    if (lines.length > 1 && lines.at(-1) === '')
        lines.pop();
    return lines.map(line => lineForCi(line, options));
}
/** The markers of every CI defused; it only inserts backslashes, so it cannot build a marker. */
function defuseForCi(line) {
    return (0,remote_text/* defuseGithubCommands */.M8)(line).replace(SERVICE_COMMAND, '#\\#').replace(GITLAB_SECTION, '$&\\');
}
/**
 * Colours stay only when no view of the line holds a marker: as printed, as a reader sees it
 * (without colours), and as a search that skips ESC sees it (`##\x1b[0mvso[`, `##\x1b[31m`).
 * Otherwise the line is printed without colours, defused.
 */
function keepsColour(line) {
    const withoutColour = line.replace(visible_text/* COLOUR */.xW, '');
    // An ESC outside a whole colour sequence (a cut one) would start another sequence.
    if (withoutColour.includes('\x1b') || JENKINS_NOTE.test(line))
        return false;
    return [line, withoutColour, line.replaceAll('\x1b', '')].every(view => defuseForCi(view) === view);
}

;// CONCATENATED MODULE: ./src/result/result-json.ts


// The run's result as JSON: the one object `--output json` prints, the fields of the last
// line of `--output ndjson`, and what the Node API resolves to. Its fields are the outputs' table (src/core/outputs.ts), keyed by
// their keys, between the schema's version and the run's duration and error. A value that is not
// known is null (never absent), so the shape is the same for every run; only `error` is absent
// when the run went well. Every string from the service is one line made safe for any CI
// (ci-text.ts, no colour), since a consumer may print it. The outputs are the run's own record
// (validated ids, names, refs, URLs and states): only a secret is redacted from them, never a
// value hidden only by mask-env `all` (the ref `main` stays `main` beside BRANCH=main), while the
// outputs file holds them exactly (output-values.ts).
const SCHEMA_VERSION = 1;
/** whoami's fields, with what each holds, for the docs. */
const WHOAMI_JSON_FIELDS = {
    key: "who the key is: `kind` (`service`, `project` or `account`), and those the service names of `name`, `email`, `serviceId`, `serviceName`, `projectId`, `environments` (a project key's limit), `permissions`; `null` when the key was refused",
    can: '`{ "deploy", "importVariables", "readLogs", "readDomains" }`, each `true` or `false`, or `null` when not known (whether an account key may deploy: a read-only one cannot); `null` when the key was refused'
};
/** The fields of the JSON that are not outputs, with what each holds, for the docs. */
const result_json_RESULT_JSON_FIELDS = {
    schemaVersion: `\`${SCHEMA_VERSION}\`, the version of this shape`,
    durationMs: 'how long the run took, in whole milliseconds',
    error: '`{ "title", "message", "next" }`: what failed, why, and what to do next (`next` is `null` when there is no advice)'
};
/** The JSON a run ends with: whoami's own shape, else the deploy's (deploy and watch). */
function finalJson(result) {
    return result.whoami ? whoamiJson(result) : resultJson(result);
}
function resultJson(result) {
    const outputs = Object.fromEntries(core_outputs/* OUTPUTS */.py.map(output => [output.key, 'json' in output ? deepSafe(output.json(result)) : safe(output.value(result))]));
    const error = errorJson(result);
    return {
        schemaVersion: SCHEMA_VERSION,
        ...outputs,
        durationMs: durationOf(result),
        ...(error ? { error } : {})
    };
}
/** whoami's answer: the key and what it may do, or why it was refused; no deployment's fields. */
function whoamiJson(result) {
    const error = errorJson(result);
    let key = null;
    let can = null;
    if (result.key !== undefined) {
        const { can: may, ...identity } = result.key;
        key = keyJson(identity);
        // JSON has no undefined: what is not known is null.
        can = {
            deploy: may.deploy ?? null,
            importVariables: may.importVariables ?? null,
            readLogs: may.readLogs,
            readDomains: may.readDomains
        };
    }
    return {
        schemaVersion: SCHEMA_VERSION,
        key,
        can,
        failureKind: result.failureKind ?? null,
        durationMs: durationOf(result),
        ...(error ? { error } : {})
    };
}
function durationOf(result) {
    return Number.isFinite(result.durationMs) ? Math.max(0, Math.round(result.durationMs)) : 0;
}
function errorJson({ error }) {
    return error && { title: lineForCi(error.title), message: lineForCi(error.message), next: result_json_text(error.next) };
}
/** An output made safe to print: each string one line for any CI; a structure as itself, its strings made safe. */
function safe(value) {
    if (typeof value === 'string')
        return recordForCi(value);
    if (Array.isArray(value))
        return value.map(item => recordForCi(item));
    if (value !== null && typeof value === 'object' && 'json' in value)
        return deepSafe(value.json);
    return value;
}
function deepSafe(value) {
    if (typeof value === 'string')
        return recordForCi(value);
    if (Array.isArray(value))
        return value.map(deepSafe);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepSafe(item)]));
    return value;
}
function result_json_text(value) {
    return value === undefined ? null : lineForCi(value);
}
/** The key's fields made safe for any CI, the absent ones left out. */
function keyJson(key) {
    const entries = Object.entries(key).filter(([, value]) => value !== undefined);
    const safeValue = (value) => typeof value === 'string' ? lineForCi(value) : Array.isArray(value) ? value.map(safeValue) : value;
    return Object.fromEntries(entries.map(([field, value]) => [field, safeValue(value)]));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/text/stop-commands.ts

// Remote text may look like GitHub workflow commands (::error::, ::add-mask::, ...): the runner
// ignores every command between ::stop-commands::TOKEN and ::TOKEN::, and the token is random
// per batch so the remote text cannot end the pause itself. Both faces print log lines so on GitHub.
/** A fresh token for one frame. */
function stopCommandsToken() {
    return (0,external_node_crypto_.randomBytes)(16).toString('hex');
}
/** The lines, one per row, inside a stop-commands frame paused with `token`. */
function stopCommandsFrame(lines, token) {
    return `::stop-commands::${token}\n${rows(lines)}::${token}::\n`;
}
/** Each line and its line break, as one string: a page of a thousand lines makes no string per line. */
function rows(lines) {
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/core/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/core/duration.ts
var core_duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/cli/ci/ci-commands.ts


/** A workflow command's message, escaped as @actions/core escapes it. */
function githubData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A workflow command's property, escaped as @actions/core escapes it. */
function githubProperty(text) {
    return githubData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/**
 * A `##vso[...]` command's data, escaped as the Azure Pipelines task library does: the agent
 * decodes `%AZP25` to `%` unless a pipeline sets DECODE_PERCENTS to false.
 */
function azureData(text) {
    return text.replace(/%/g, '%AZP25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/**
 * A service message's attribute value, escaped as TeamCity reads it: `|` before `'`, `[`, `]` and
 * itself, `|n` and `|r` for line breaks, and `|0xNNNN` for every other character outside printable ASCII.
 */
function teamcityValue(text) {
    return text.replace(/[|'[\]]|[^\x20-\x7e]/g, char => {
        if (char === '\n')
            return '|n';
        if (char === '\r')
            return '|r';
        if (/[|'[\]]/.test(char))
            return `|${char}`;
        return `|0x${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}
/** A phase's group: its opening line (a heading where the CI has no groups). */
function groupStart(ci, title, section, style) {
    switch (ci) {
        case 'github':
            return `::group::${githubData(title)}`;
        case 'azure':
            return `##[group]${title}`;
        case 'gitlab':
            return `\x1b[0Ksection_start:${section.unixSeconds}:${section.name}[collapsed=true]\r\x1b[0K${style.bold(title)}`;
        case 'teamcity':
            return `##teamcity[blockOpened name='${teamcityValue(title)}']`;
        default:
            return heading(title, style);
    }
}
/** The line that closes a phase's group, when the CI has groups. */
function groupEnd(ci, section) {
    switch (ci) {
        case 'github':
            return '::endgroup::';
        case 'azure':
            return '##[endgroup]';
        case 'gitlab':
            return `\x1b[0Ksection_end:${section.unixSeconds}:${section.name}\r\x1b[0K`;
        case 'teamcity':
            return `##teamcity[blockClosed name='${teamcityValue(section.title)}']`;
        default:
            return undefined;
    }
}
/** A section name for the `index`th group titled `title`: a slug of the title, numbered. */
function sectionName(title, index) {
    const slug = title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 40)
        .replace(/_+$/, '');
    return `${slug || 'phase'}_${index}`;
}
/** A heading line, for a phase where the CI has no groups or inside another group. */
function heading(title, style) {
    return style.bold(`==> ${title}`);
}
/**
 * An annotation: `text` is the safe message (its lines joined with LF), `title` its safe short
 * heading (only where the CI shows one apart, titledAnnotations; elsewhere it leads `text`).
 */
function annotation(ci, level, text, title, style) {
    if (ci === 'github') {
        const properties = title === undefined ? '' : ` title=${githubProperty(title)}`;
        return [`::${level}${properties}::${githubData(text)}`];
    }
    if (ci === 'azure' && level !== 'notice')
        return [`##vso[task.logissue type=${level}]${azureData(text)}`];
    const label = level === 'error' ? style.red('error:') : level === 'warning' ? style.yellow('warning:') : 'notice:';
    const [first = '', ...rest] = text.split('\n');
    return [`${label} ${first}`, ...rest.map(line => `  ${line}`)];
}
/** Whether the CI reads annotation commands (elsewhere an annotation is a labelled line). */
function hasAnnotations(ci) {
    return ci === 'github' || ci === 'azure';
}
/** Whether the CI shows an annotation's title apart from its message. */
function titledAnnotations(ci) {
    return ci === 'github';
}
/** A debug line (printed only when debug output was asked for). */
function debugLine(ci, line, style) {
    return ci === 'azure' ? `##[debug]${line}` : `${style.dim('debug:')} ${line}`;
}
/** The commands that have the CI mask `secret` in its log; none where the CI has no such command. */
function maskCommands(ci, secret) {
    if (ci === 'github')
        return [`::add-mask::${githubData(secret)}`];
    if (ci !== 'azure')
        return [];
    const commands = [`##vso[task.setsecret]${azureData(secret)}`];
    // With DECODE_PERCENTS false the agent keeps %AZP25 as it is: the value without it is masked too.
    if (secret.includes('%'))
        commands.push(`##vso[task.setsecret]${secret.replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`);
    return commands;
}
/**
 * What every line of one service's deployment log starts with (an app's carry their service's
 * label before the same mark, app/service-host.ts): none of the command line's own lines does,
 * so a remote `==> Deployment`, `Result      success` or `warning:` line cannot pass for one.
 */
const LOG_LINE_PREFIX = `  ${host/* LOG_MARK */.H8}`;
/**
 * Log lines as one chunk, each after LOG_LINE_PREFIX. On GitHub they are printed between
 * `::stop-commands::TOKEN` and `::TOKEN::` as the Action does (text/stop-commands.ts), a random
 * token per batch, as a second wall behind ci-text.ts.
 */
function logChunk(ci, lines, token, 
/** Which lines already start with an app's service label (`web    | `), which marks them instead. */
labelled = []) {
    const marked = lines.map((line, index) => (labelled[index] ? line : `${LOG_LINE_PREFIX}${line}`));
    if (ci === 'github')
        return stopCommandsFrame(marked, token());
    return rows(marked);
}
/** What marks the job failed on a CI that reads a command for it (Azure), after the error annotation. */
function failedCommands(ci) {
    return ci === 'azure' ? ['##vso[task.complete result=Failed;]'] : [];
}

// EXTERNAL MODULE: ./src/app/app-result.ts
var app_result = __webpack_require__(2812);
;// CONCATENATED MODULE: ./src/cli/result/key-text.ts

// whoami's answer in text: who the key is, what it is bound to, each permission category with
// its level, and what that means for a deploy. Every value from the service passes ci-text.ts.
/** The categories a deploy uses, shown even when the key lacks them. */
const DEPLOY_CATEGORIES = ['deployments', 'variables', 'logs', 'domains'];
/** The rows of whoami's answer, each `[label, value]`. */
function keyRows(key, style) {
    const owner = [key.name, key.email && `<${key.email}>`].filter(Boolean).join(' ');
    const service = key.serviceId && `${key.serviceName ? `${key.serviceName} ` : ''}(${key.serviceId})`;
    const yes = (can, what, otherwise) => can === undefined
        ? `${style.bold('unknown')} for an account key (a read-only one cannot)`
        : can
            ? `${style.green('yes')}: ${what}`
            : `${style.red('no')}: ${otherwise}`;
    const rows = [
        ['Key', `${key.kind} key`],
        ['Owner', owner || undefined],
        ['Service', service || undefined],
        ['Project', key.projectId],
        ['Environment', environments(key.environments)],
        ['Permissions', permissions(key)],
        ['Deploy', yes(key.can.deploy, 'it can queue deployments', 'it cannot deploy (needs deployments: write)')],
        [
            'Variables',
            yes(key.can.importVariables, '--env and --dotenv-file can set variables', '--env and --dotenv-file are refused (needs variables: write)')
        ],
        [
            'Logs',
            yes(key.can.readLogs, "the deployment's log is shown", 'the deployment is followed without its log (needs logs: read)')
        ],
        [
            'Domains',
            yes(key.can.readDomains, "HOSTING_URL can be found from the service's verified domains", 'HOSTING_URL comes from --environment-url only (needs domains: read)')
        ]
    ];
    return rows.flatMap(([label, value]) => (value === undefined ? [] : [[label, lineForCi(value)]]));
}
/** A project key's environment limit, when it has one. */
function environments(limit) {
    if (limit === undefined)
        return undefined;
    if (limit === 'unreadable')
        return 'limited to some environments (the service does not name them in a form this tool reads)';
    return limit.length === 0 ? 'none (limited to no environment)' : `only ${limit.join(', ')}`;
}
/** Every category with its level: the deploy's four first (`none` when not granted), then the others. */
function permissions(key) {
    if (key.permissions === undefined)
        return 'every category the owner may use (an account key; a read-only one only reads)';
    const granted = key.permissions;
    const others = Object.keys(granted).filter(category => !DEPLOY_CATEGORIES.includes(category));
    return [...DEPLOY_CATEGORIES, ...others.sort()]
        .map(category => `${category}: ${granted[category] ?? 'none'}`)
        .join(', ');
}

;// CONCATENATED MODULE: ./src/cli/result/result-text.ts





// The short block the text output ends with: how the run ended, where, and what to do next.
// Every value from the service is made safe for any CI (ci-text.ts). Its rows are the run's own
// record (the deployment, the ref, the URL...): only a secret is redacted from them, never a
// value hidden only by mask-env `all`.
/** Skipped variables named in the block; the rest are counted. */
const SKIPPED_SHOWN = 10;
const LABEL_WIDTH = 12;
/** The closing block, `problem` in `problemStyle` (stderr may be a terminal when stdout is not, or the other way round). */
function resultBlock(result, style, problemStyle = style) {
    const problem = errorLines(result, problemStyle);
    // A command line that cannot run has no result to show: the error and what to do, nothing else.
    if (result.failureKind === 'usage')
        return { report: [], problem };
    // whoami: who the key is and what it may do, not a deployment; or why it was refused, as a usage error says it.
    if (result.whoami) {
        const keyLines = result.key ? keyRows(result.key, style).map(([label, value]) => row(label, value)) : [];
        return { report: keyLines, problem };
    }
    if (result.services !== undefined)
        return { report: appLines(result, result.services, style), problem };
    const rows = [
        ['Result', resultValue(result, style)],
        ['Status', optional(result.status)],
        ['Deployment', optional(result.deploymentId)],
        ['Ref', optional(result.ref)],
        ['URL', optional(result.url)],
        // Nothing ran, so no health to speak of.
        ['Health', result.result === undefined ? undefined : healthValue(result, style)],
        ['Verify', verifyValue(result, style)],
        ['Variables', variablesValue(result)],
        ['Rollback', rollbackValue(result)],
        ['Duration', (0,core_duration/* formatDuration */.a3)(result.durationMs)]
    ];
    return { report: rows.flatMap(([label, value]) => (value === undefined ? [] : [row(label, value)])), problem };
}
function errorLines({ error, rollbackNote }, style) {
    if (!error)
        return [];
    // The rollback's note has its own row: the error says the failure alone.
    const lines = paragraph('Error', withTitle(error.title, (0,engine_failure/* withoutNote */.Ds)(error.message, rollbackNote)), style.red);
    if (error.next !== undefined)
        lines.push(...paragraph('Next', error.next));
    return lines;
}
/** `title: message`, the title said once when the message starts with it ("Checking the API key failed: ..."). */
function withTitle(title, message) {
    return message.startsWith(`${title}:`) ? message : `${title}: ${message}`;
}
function row(label, value) {
    return `${label.padEnd(LABEL_WIDTH)}${value}`;
}
/** A value of one or more lines, the others under the first. */
function paragraph(label, text, paint = t => t) {
    return linesForCi(text).map((line, index) => index === 0 ? row(label, paint(line)) : `${' '.repeat(LABEL_WIDTH)}${paint(line)}`);
}
function optional(value) {
    return value === undefined ? undefined : recordForCi(value);
}
function resultValue(result, style) {
    const stopped = result.interruptedBy ? ` (stopped by ${result.interruptedBy})` : '';
    if (result.result === undefined)
        return style.red(`${result.failureKind === 'not-found' ? 'not found' : 'not queued'}${stopped}`);
    const paint = result.result === 'success' ? style.green : result.result === 'queued' ? style.bold : style.red;
    return paint(`${result.result}${stopped}`);
}
function healthValue(result, style) {
    if (result.health === 'healthy')
        return style.green('healthy');
    if (result.health === 'unhealthy')
        return style.red('unhealthy');
    return style.dim('skipped');
}
/** The verification window's word, when there was one. */
function verifyValue({ verify }, style) {
    if (verify === undefined || verify.result === 'skipped')
        return undefined;
    if (verify.result === 'passed')
        return style.green('passed');
    return verify.result === 'failed' ? style.red('failed') : style.bold(verify.result);
}
function variablesValue(result) {
    const skipped = result.skipped.map(skip => skip.key);
    if (result.envImported === undefined && skipped.length === 0)
        return undefined;
    const imported = `${result.envImported ?? 0} imported`;
    if (skipped.length === 0)
        return imported;
    const named = skipped.slice(0, SKIPPED_SHOWN).join(', ');
    const more = skipped.length > SKIPPED_SHOWN ? ` and ${skipped.length - SKIPPED_SHOWN} more` : '';
    return recordForCi(`${imported}, ${skipped.length} skipped: ${named}${more}`);
}
/** The rollback's note, which names the redeploy and its ref when there was one; else the redeploy alone. */
function rollbackValue(result) {
    if (result.rollbackNote !== undefined)
        return recordForCi(result.rollbackNote);
    if (result.rollbackDeploymentId === undefined)
        return undefined;
    const ref = result.rollbackRef === undefined ? '' : ` at ${result.rollbackRef}`;
    return recordForCi(`${result.rollbackDeploymentId}${ref}`);
}
/**
 * An app's block: its result, one row per service (failed first), and how long it took. A
 * Verification column (as the Action's summary has) when any service had a window: how each ended.
 */
function appLines(result, services, style) {
    const windows = services.some(entry => entry.verify);
    const header = ['Service', 'Result', 'Deployment', 'Ref', 'Duration', 'URL', 'Verification', 'Rollback'];
    const rows = (0,app_result/* failedFirst */.Yk)(services).map(entry => [
        entry.name,
        entry.result ?? 'not queued',
        entry.deploymentId ?? '-',
        entry.ref ?? '-',
        entry.result === 'skipped' ? '-' : (0,core_duration/* formatDuration */.a3)(entry.durationMs),
        entry.url ?? '-',
        entry.verify?.result ?? '-',
        entry.rollback === null
            ? '-'
            : `${entry.rollback.deploymentId} at ${entry.rollback.ref} (${entry.rollback.result ?? 'unknown'})`
    ]);
    const column = header.indexOf('Verification');
    if (!windows)
        for (const cells of [header, ...rows])
            cells.splice(column, 1);
    const safe = rows.map(cells => cells.map(cell => recordForCi(cell)));
    const widths = header.map((title, column) => Math.max(title.length, ...safe.map(cells => (cells[column] ?? '').length)));
    const line = (cells) => cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd();
    const paintResult = (cells) => {
        const [name = '', outcome = '', ...rest] = cells;
        const paint = outcome === 'success' ? style.green : outcome === 'skipped' || outcome === 'queued' ? style.dim : style.red;
        return [name, paint(outcome.padEnd(widths[1] ?? 0)), ...rest];
    };
    return [
        row('Result', resultValue(result, style)),
        '',
        line(header),
        ...safe.map(cells => line(paintResult(cells))),
        '',
        row('Duration', (0,core_duration/* formatDuration */.a3)(result.durationMs))
    ];
}

;// CONCATENATED MODULE: ./src/core/writer.ts
// Where a face's host writes: a function (tests, a buffer) or a stream (stdout, stderr), behind
// one small interface that also says when a stream can take more. Both faces wait on it alike;
// the stream is a parameter, so nothing here touches the process.
function toOutput(writer) {
    if (typeof writer === 'function')
        return { write: writer, drained: () => Promise.resolve() };
    return {
        write: chunk => void writer.write(chunk),
        drained: () => (writer.writableNeedDrain ? drainOf(writer) : Promise.resolve())
    };
}
/** The stream's next `drain`; a stream that closes or fails instead will never drain, so that ends the wait too. */
function drainOf(stream) {
    return new Promise(resolve => {
        const done = () => {
            for (const event of ['drain', 'close', 'error'])
                stream.removeListener(event, done);
            resolve();
        };
        for (const event of ['drain', 'close', 'error'])
            stream.once(event, done);
    });
}

;// CONCATENATED MODULE: ./src/cli/hosts/text-host.ts










class TextHost {
    #ci;
    #out;
    #err;
    #colour;
    #debug;
    #style;
    #errStyle;
    #clock;
    #token;
    #heartbeat;
    /** Verification windows watching now (an app's run side by side): each says how it goes. */
    #windows = 0;
    #masked = new Set();
    #groups = 0;
    #openGroups = 0;
    #status;
    /** The phase the run is in, and whether a deployment was queued yet: what the heartbeat says it waits for. */
    #phase;
    #queued = false;
    constructor(options) {
        this.#ci = options.ci;
        this.#out = toOutput(options.out);
        this.#err = options.err === undefined ? this.#out : toOutput(options.err);
        this.#colour = options.colour;
        this.#debug = options.debug;
        this.#style = style(options.colour);
        this.#errStyle = options.err === undefined ? this.#style : style(options.errColour ?? options.colour);
        this.#clock = options.clock ?? systemClock;
        this.#token = options.token ?? stopCommandsToken;
        this.#heartbeat = new Heartbeat(this.#clock, elapsed => this.#beat(elapsed));
    }
    /**
     * An app's service labels, each in one of a few colours (as docker compose does), and its
     * failures in red, where colour is on (colour.ts).
     */
    paint = {
        label: (text, index) => this.#style.label(text, index),
        failure: text => this.#style.red(text)
    };
    debug(message) {
        if (!this.#debug)
            return;
        this.#print(linesForCi(message).map(line => debugLine(this.#ci, line, this.#style)));
    }
    info(message) {
        this.#print(linesForCi(message, { colour: this.#colour }));
    }
    notice(message, title, service) {
        this.#annotate('notice', message, (0,host/* titleOf */.Gg)(title, service));
    }
    warning(message, title, service) {
        this.#annotate('warning', message, (0,host/* titleOf */.Gg)(title, service));
    }
    async group(title, fn) {
        const safeTitle = lineForCi(title);
        // No CI nests groups the same way: a group inside another is a heading line in it.
        if (this.#openGroups > 0) {
            this.#print([heading(safeTitle, this.#style)]);
            return fn();
        }
        const section = {
            name: sectionName(safeTitle, ++this.#groups),
            unixSeconds: this.#unixSeconds(),
            title: safeTitle
        };
        this.#print([groupStart(this.#ci, safeTitle, section, this.#style)]);
        this.#openGroups++;
        try {
            return await fn();
        }
        finally {
            this.#openGroups--;
            const end = groupEnd(this.#ci, { ...section, unixSeconds: this.#unixSeconds() });
            if (end !== undefined)
                this.#print([end]);
        }
    }
    /**
     * Masks `secret` where the CI can, and redacts it from everything printed (secrets.ts). Like
     * variable values in the Action, a value or line shorter than MIN_MASKED_VALUE_LENGTH is not
     * masked: masking `1` would blank every such character in the log while protecting nothing.
     */
    mask(secret) {
        (0,secrets/* registerSecret */.cl)(secret, { minLength: secrets/* MIN_MASKED_VALUE_LENGTH */.uU });
        // CIs mask line by line: each line of a multi-line value is masked too.
        const lines = secret.split(/\r\n|\r|\n/);
        const pieces = [secret, ...lines, ...lines.map(line => line.trim())];
        for (const piece of new Set(pieces)) {
            if (piece.trim() === '' || piece.length < secrets/* MIN_MASKED_VALUE_LENGTH */.uU || this.#masked.has(piece))
                continue;
            this.#masked.add(piece);
            this.#print(maskCommands(this.#ci, piece));
        }
    }
    logLines(lines) {
        if (lines.length === 0)
            return;
        const safe = lines.map(line => lineForCi(line.text, { colour: this.#colour }));
        this.#write(logChunk(this.#ci, safe, this.#token, lines.map(line => line.service !== undefined)));
    }
    async drained() {
        await Promise.all([this.#out.drained(), this.#err.drained()]);
    }
    event(event) {
        if (event.type === 'state')
            this.#status = event.status;
        // Until a deployment is queued, the heartbeat names the phase it waits in (a key check that
        // never answers is not "deploying").
        if (event.type === 'phase')
            this.#phase = event.name;
        if (event.type === 'output' && event.name === 'deploymentId')
            this.#queued = true;
        // While a verification window watches, it says every 30 s how it goes: the heartbeat keeps quiet.
        if (event.type === 'verify' && event.stage === 'start')
            this.#windows++;
        if (event.type === 'verify' && event.stage === 'end')
            this.#windows = Math.max(0, this.#windows - 1);
    }
    /** The end: the heartbeat stops, then the error annotation and the result block. */
    async finish(result) {
        this.stop();
        const { error } = result;
        // Where the CI has annotations the error gets one; elsewhere the result block says it.
        if (error && hasAnnotations(this.#ci)) {
            this.#annotate('error', error.message, error.title);
            this.#print(failedCommands(this.#ci));
        }
        const { report, problem } = resultBlock(result, this.#style, this.#errStyle);
        if (report.length > 0)
            this.#print(['', ...report]);
        this.#print(report.length > 0 ? problem : ['', ...problem], this.#err);
        await this.drained();
    }
    /** Stops the heartbeat (finish does). */
    stop() {
        this.#heartbeat.stop();
    }
    #annotate(level, message, title) {
        // Where the CI has no place for a title, it leads the message.
        const titled = titledAnnotations(this.#ci);
        const text = linesForCi(title !== undefined && !titled ? withTitle(title, message) : message).join('\n');
        const safeTitle = titled && title !== undefined ? lineForCi(title) : undefined;
        const toOut = level === 'notice' || hasAnnotations(this.#ci);
        const lines = annotation(this.#ci, level, text, safeTitle, toOut ? this.#style : this.#errStyle);
        this.#print(lines, toOut ? this.#out : this.#err);
    }
    #beat(elapsedMs) {
        if (this.#windows > 0)
            return;
        const status = this.#status === undefined ? '' : `, status ${this.#status}`;
        const doing = this.#queued || this.#phase === undefined
            ? 'deploying'
            : this.#phase.charAt(0).toLowerCase() + this.#phase.slice(1);
        this.#print(linesForCi(`Still ${doing}… ${(0,core_duration/* formatDuration */.a3)(elapsedMs)}${status}`));
    }
    #unixSeconds() {
        return Math.floor(this.#clock.now() / 1000);
    }
    #print(lines, to = this.#out) {
        if (lines.length > 0)
            this.#write(lines.map(line => `${line}\n`).join(''), to);
    }
    #write(chunk, to = this.#out) {
        this.#heartbeat.touch();
        to.write(chunk);
    }
}

;// CONCATENATED MODULE: ./src/cli/hosts/json-host.ts



class JsonHost extends TextHost {
    #stdout;
    constructor(options) {
        super({ ...options, out: options.stderr });
        this.#stdout = toOutput(options.stdout);
    }
    async drained() {
        await Promise.all([super.drained(), this.#stdout.drained()]);
    }
    async finish(result) {
        await super.finish(result);
        this.#stdout.write(`${JSON.stringify(finalJson(result))}\n`);
        await this.#stdout.drained();
    }
}

;// CONCATENATED MODULE: ./src/result/events.ts

/** One event per log line, in the order given; a line shown again is no new event. */
function logEvents(lines) {
    return lines.flatMap((line) => (line.repeated ? [] : [logEvent(line)]));
}
function logEvent(line) {
    return line.service
        ? { type: 'log', seq: line.seq, line: lineForCi(line.service.text), service: line.service.name }
        : { type: 'log', seq: line.seq, line: lineForCi(line.text) };
}
/** The engine's progress as an event: a phase, a state, an output as soon as it is known, the verification window. */
function engineEvent(event) {
    const service = event.service === undefined ? {} : { service: event.service };
    if (event.type === 'phase')
        return { type: 'phase', name: lineForCi(event.name), ...service };
    // A state and an output are the run's own record: only a secret is redacted from them (ci-text.ts).
    if (event.type === 'state')
        return { type: 'state', status: recordForCi(event.status), ...service };
    if (event.type === 'verify')
        return { ...verifyEvent(event), ...service };
    return { type: 'output', name: event.name, value: recordForCi(event.value), ...service };
}
/** A verification event with every string one line for any CI. */
function verifyEvent(event) {
    if (event.stage === 'probe-failed')
        return { ...event, problem: lineForCi(event.problem) };
    if (event.stage === 'match')
        return { ...event, line: lineForCi(event.line) };
    if (event.stage === 'end' && event.reason !== undefined)
        return { ...event, reason: lineForCi(event.reason) };
    return event;
}
/** A notice or a warning as an event; `service`: the app's service it is about. */
function annotationEvent(type, message, title, service) {
    return {
        type,
        message: lineForCi(message),
        ...(title === undefined ? {} : { title: lineForCi(title) }),
        ...(service === undefined ? {} : { service })
    };
}

;// CONCATENATED MODULE: ./src/cli/hosts/ndjson-host.ts




class NdjsonHost extends TextHost {
    #stdout;
    constructor(options) {
        super({ ...options, out: options.stderr });
        this.#stdout = toOutput(options.stdout);
    }
    notice(message, title, service) {
        super.notice(message, title, service);
        this.#emit([annotationEvent('notice', message, title, service)]);
    }
    warning(message, title, service) {
        super.warning(message, title, service);
        this.#emit([annotationEvent('warning', message, title, service)]);
    }
    logLines(lines) {
        super.logLines(lines);
        this.#emit(logEvents(lines));
    }
    event(event) {
        super.event(event);
        const emitted = engineEvent(event);
        if (emitted)
            this.#emit([emitted]);
    }
    async drained() {
        await Promise.all([super.drained(), this.#stdout.drained()]);
    }
    async finish(result) {
        await super.finish(result);
        this.#emit([{ type: 'result', ...finalJson(result) }]);
        await this.#stdout.drained();
    }
    #emit(events) {
        if (events.length > 0)
            this.#stdout.write(events.map(event => `${JSON.stringify(event)}\n`).join(''));
    }
}

;// CONCATENATED MODULE: ./src/cli/hosts/create-host.ts





function createHost(options) {
    const human = options.mode === 'text' ? options.isTTY.stdout : options.isTTY.stderr;
    const settings = {
        ci: options.ci,
        colour: colourEnabled({ isTTY: human, noColor: options.noColor, forceColor: options.forceColor }),
        debug: options.debug,
        clock: {
            now: options.now ?? systemClock.now,
            setInterval: options.setInterval ?? systemClock.setInterval,
            clearInterval: options.clearInterval ?? systemClock.clearInterval
        },
        ...(options.token ? { token: options.token } : {})
    };
    switch (options.mode) {
        case 'json':
            return new JsonHost({ ...settings, stdout: options.stdout, stderr: options.stderr });
        case 'ndjson':
            return new NdjsonHost({ ...settings, stdout: options.stdout, stderr: options.stderr });
        default:
            return new TextHost({
                ...settings,
                out: options.stdout,
                err: options.stderr,
                errColour: colourEnabled({
                    isTTY: options.isTTY.stderr,
                    noColor: options.noColor,
                    forceColor: options.forceColor
                })
            });
    }
}
/** How a run ended, printed by a host of its own: for a failure before any host ran (a usage error). */
function printResult(options, result) {
    return createHost(options).finish(result);
}

// EXTERNAL MODULE: ./src/text/output-values.ts
var output_values = __webpack_require__(8289);
;// CONCATENATED MODULE: ./src/core/regular-file.ts


// Writing a file a later step reads (the outputs, the summary), for both faces: opened without
// waiting and without following a link, so a FIFO or a device in its place can never hold the
// run and a link cannot have another file replaced, and written only when the
// file opened (not the path checked before) is a regular one, created as one when missing.
/** A path that names something other than a regular file: nothing was written to it. */
class NotRegularFile extends errors/* UserFacingError */.Ui {
    name = 'NotRegularFile';
}
const NONBLOCK = external_node_fs_.constants.O_NONBLOCK ?? 0;
/** A link at the path is refused, not followed: a link committed in place of the outputs file would have another file replaced. */
const NOFOLLOW = external_node_fs_.constants.O_NOFOLLOW ?? 0;
/** Writes `text` to `file`, created when missing; throws NotRegularFile, or the system's error (a missing folder, say). */
function writeRegularFile(file, text, mode) {
    const create = external_node_fs_.constants.O_CREAT | (mode === 'replace' ? 0 : external_node_fs_.constants.O_APPEND);
    // Read too, when allowed, to see whether the file's last line is finished.
    const fd = mode === 'replace' ? openRegular(file, create | external_node_fs_.constants.O_WRONLY) : openReadable(file, create);
    try {
        let prefix = '';
        if (mode === 'replace')
            (0,external_node_fs_.ftruncateSync)(fd, 0);
        else if (endsUnfinished(fd))
            prefix = '\n';
        const bytes = Buffer.from(`${prefix}${text}`);
        for (let written = 0; written < bytes.length;)
            written += (0,external_node_fs_.writeSync)(fd, bytes, written);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Throws NotRegularFile when `file` is there but is not a regular file, the system's error when it cannot be opened. */
function checkRegularFile(file) {
    (0,external_node_fs_.closeSync)(openRegular(file, external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_APPEND));
}
function openReadable(file, flags) {
    try {
        return openRegular(file, flags | external_node_fs_.constants.O_RDWR);
    }
    catch (error) {
        if (error.code !== 'EACCES')
            throw error;
        return openRegular(file, flags | external_node_fs_.constants.O_WRONLY);
    }
}
/** Opens without waiting: a FIFO nobody reads is ENXIO at once, not a hang. */
function openRegular(file, flags) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(file, flags | NONBLOCK | NOFOLLOW);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENXIO')
            throw notRegular(file, 'a FIFO or socket nobody reads');
        if (code === 'ELOOP')
            throw notRegular(file, 'a symbolic link');
        if (code === 'EISDIR')
            throw notRegular(file, 'a directory');
        throw error;
    }
    const stat = (0,external_node_fs_.fstatSync)(fd);
    if (!stat.isFile()) {
        (0,external_node_fs_.closeSync)(fd);
        throw notRegular(file, kindOf(stat));
    }
    return fd;
}
function endsUnfinished(fd) {
    const size = (0,external_node_fs_.fstatSync)(fd).size;
    if (size === 0)
        return false;
    const last = Buffer.alloc(1);
    try {
        (0,external_node_fs_.readSync)(fd, last, 0, 1, size - 1);
    }
    catch {
        // Opened write-only: the file's end is not known, and is taken as a finished line.
        return false;
    }
    return last[0] !== 0x0a;
}
function kindOf(stat) {
    if (stat.isFIFO())
        return 'a FIFO';
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isSocket())
        return 'a socket';
    return 'a device';
}
function notRegular(file, kind) {
    return new NotRegularFile(`${file} is ${kind}, not a regular file: nothing was written to it.`, 'name a regular file (or a path where one can be created).');
}

;// CONCATENATED MODULE: ./src/cli/result/outputs.ts









// The run's outputs for later jobs: to --outputs-file as a dotenv file (GitLab's
// `artifacts: reports: dotenv`), and to the CI's own channel where it has one. The values
// are validated values from the service; no CI masks these files, so a value holding a secret
// (the service echoed a variable's value) is written empty, and no value can add a line, a
// variable or a command to what a CI reads back. The outputs are the table's (src/core/outputs.ts).
/** GitLab refuses a dotenv report over this many bytes, and fails the job. */
const GITLAB_DOTENV_MAX_BYTES = 5120;
/** On GitLab, the per-service results' own file, next to --outputs-file (the component keeps it as an artifact). */
const RESULTS_FILE_NAME = 'hosting-results.json';
/** On GitLab, the dotenv report's pointer to the results' file: its path as the job sees it. */
const RESULTS_FILE_VARIABLE = 'HOSTING_RESULTS_FILE';
/** The CLI's output variables, in the table's order (src/core/outputs.ts). */
const OUTPUT_VARIABLES = core_outputs/* OUTPUTS */.py.map(output => output.variable);
/** Every output of a run by its variable; unknown ones are empty, those holding a secret too (with a warning). */
function outputsOf(result, warnings = []) {
    const texts = (0,output_values/* outputTexts */.im)(result, output => output.variable, warnings);
    return Object.fromEntries(core_outputs/* OUTPUTS */.py.map(output => [output.variable, texts[output.key]]));
}
/** An output's description as the CLI's docs write it: a setting is its flag. */
function describeCliOutput(output) {
    return describeOutput(output, setting => `\`--${setting}\``);
}
/**
 * Why a `KEY=VALUE` line would not give back `value` exactly, or undefined when it would.
 * GitLab reads such a line as-is: no quotes, no escapes, no comments, one line, trimmed, and
 * it expands `$NAME` references; the dotenv readers other tools use take off quotes and cut
 * at ` #`; Java properties (Jenkins' readProperties) take `\` as an escape.
 */
function plainValueProblem(value) {
    if (/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(value))
        return 'a line break, control or invisible character';
    if (/^\s|\s$/.test(value))
        return 'leading or trailing whitespace, which a later job may trim';
    if (/^['"`]/.test(value))
        return 'an opening quote, which dotenv readers take off';
    if (value.includes('$'))
        return 'a $, which a later job may expand as a variable reference';
    if (value.includes('\\'))
        return 'a backslash, which readers that take escapes would change';
    if (/(^|\s)#/.test(value))
        return 'a #, which dotenv readers take for a comment';
    return undefined;
}
/**
 * `NAME=VALUE` lines as GitLab's dotenv report and Bitbucket's variables file read them: one
 * per output, no blank line, no comment (GitLab refuses both), values as written.
 */
function formatDotenvOutputs(outputs, where) {
    const warnings = [];
    const lines = OUTPUT_VARIABLES.map(name => {
        const problem = plainValueProblem(outputs[name]);
        if (problem === undefined)
            return `${name}=${outputs[name]}\n`;
        warnings.push(`${name} is written empty to ${where}: its value holds ${problem}.`);
        return `${name}=\n`;
    });
    return { text: lines.join(''), warnings };
}
/**
 * GitLab's dotenv report, within GITLAB_DOTENV_MAX_BYTES whatever the service sent: the
 * per-service results are in their own file (`resultsFile`, named by RESULTS_FILE_VARIABLE, so
 * `HOSTING_RESULTS` is empty here), and while the report is over the limit, the longest value
 * left is written empty, all of them said in one warning.
 */
function formatGitlabDotenv(outputs, resultsFile, where) {
    const formatted = formatDotenvOutputs({ ...outputs, HOSTING_RESULTS: '' }, where);
    const entries = [
        ...formatted.text.split('\n').filter(line => line !== ''),
        `${RESULTS_FILE_VARIABLE}=${plainValueProblem(resultsFile) === undefined ? resultsFile : ''}`
    ].map(line => ({ name: line.slice(0, line.indexOf('=')), line, bytes: Buffer.byteLength(line) + 1 }));
    let size = entries.reduce((sum, entry) => sum + entry.bytes, 0);
    const dropped = new Set();
    while (size > GITLAB_DOTENV_MAX_BYTES) {
        // Every value emptied is a few hundred bytes of names: this ends well within the limit.
        const longest = entries.reduce((a, b) => (b.bytes > a.bytes ? b : a));
        longest.line = `${longest.name}=`;
        size -= longest.bytes - (longest.name.length + 2);
        longest.bytes = longest.name.length + 2;
        dropped.add(longest.name);
    }
    const warnings = [...formatted.warnings];
    // Named once, in the report's order.
    const names = entries.map(entry => entry.name).filter(name => dropped.has(name));
    if (names.length > 0)
        warnings.push(`${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} written empty to ${where}: GitLab refuses a dotenv report over ${GITLAB_DOTENV_MAX_BYTES.toLocaleString('en')} bytes, and fails the job.`);
    return { text: entries.map(entry => `${entry.line}\n`).join(''), warnings };
}
/** Azure's escaping of a logging command's property value: its data escaping, and `;` and `]`. */
function escapeAzureProperty(value) {
    return azureData(value).replace(/;/g, '%3B').replace(/\]/g, '%5D');
}
/** The logging command that sets an output variable of the Azure Pipelines step. */
function azureSetVariable(name, value) {
    return `##vso[task.setvariable variable=${escapeAzureProperty(name)};isOutput=true]${azureData(value)}`;
}
/**
 * `export NAME='VALUE'` lines for CircleCI's $BASH_ENV, which every later step sources: inside
 * single quotes the shell expands nothing, and a `'` closes, adds a quoted `'` and reopens.
 */
function formatCircleciExports(outputs) {
    const warnings = [];
    const lines = OUTPUT_VARIABLES.map(name => {
        let value = outputs[name];
        // A NUL cannot be in a shell variable; a line break would survive, but a value must stay one line.
        if (/[\0\r\n]/.test(value)) {
            warnings.push(`${name} is written empty to BASH_ENV: its value holds a NUL or a line break.`);
            value = '';
        }
        return `export ${name}='${value.replace(/'/g, `'"'"'`)}'\n`;
    });
    return { text: lines.join(''), warnings };
}
/**
 * GitHub's $GITHUB_OUTPUT entries, each `NAME<<DELIMITER`, the value, then the delimiter: a
 * random delimiter no value can guess, and never one a value contains.
 */
function formatGithubOutputs(outputs, delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`) {
    return OUTPUT_VARIABLES.map(name => {
        const value = outputs[name];
        if (value.includes(delimiter))
            throw new Error(`The value of ${name} contains the delimiter ${delimiter}`);
        return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    }).join('');
}
/**
 * The service message that sets the build parameter `env.NAME` (an environment variable of the
 * build's later steps): the name is one of the table's, the value escaped (teamcityValue).
 */
function teamcitySetParameter(name, value) {
    return `##teamcity[setParameter name='env.${name}' value='${teamcityValue(value)}']`;
}
/** Files the outputs could not be written to; `outputsFile`: --outputs-file among them. */
class OutputsNotWritten extends errors/* UserFacingError */.Ui {
    outputsFile;
    name = 'OutputsNotWritten';
    constructor(message, next, outputsFile) {
        super(message, next);
        this.outputsFile = outputsFile;
    }
}
/**
 * Writes the outputs to --outputs-file and to the CI's channel. Returns warnings to print
 * (values written empty, a CI file that is not set); throws OutputsNotWritten naming every
 * file it could not write, after trying them all.
 */
function writeOutputs(result, targets) {
    const warnings = [];
    const outputs = outputsOf(result, warnings);
    const failures = [];
    let outputsFileFailed = false;
    const toFile = (file, formatted, append) => {
        warnings.push(...formatted.warnings);
        try {
            // Never waits on a FIFO or a device in the file's place: the run ends with its own exit code.
            writeRegularFile(from(targets.cwd, file), formatted.text, append ? 'append-lines' : 'replace');
            return true;
        }
        catch (error) {
            failures.push(`${file} (${error instanceof Error ? error.message : String(error)})`);
            return false;
        }
    };
    if (targets.outputsFile !== undefined)
        for (const [file, formatted] of outputsFiles(result, outputs, targets.outputsFile, targets.ci))
            if (!toFile(file, formatted, false))
                outputsFileFailed = true;
    const channel = CHANNEL_FILES[targets.ci];
    const channelFile = channel && targets.env[channel];
    if (channel && !channelFile) {
        warnings.push(`${channel} is not set: the outputs are not passed to later steps through it.`);
    }
    else if (channelFile) {
        if (targets.ci === 'github')
            toFile(channelFile, { text: formatGithubOutputs(outputs), warnings: [] }, true);
        if (targets.ci === 'bitbucket')
            toFile(channelFile, formatDotenvOutputs(outputs, channel), true);
        if (targets.ci === 'circleci')
            toFile(channelFile, formatCircleciExports(outputs), true);
    }
    if (targets.ci === 'azure')
        for (const name of OUTPUT_VARIABLES)
            targets.write(azureSetVariable(name, outputs[name]));
    // With --output json or ndjson stdout is the JSON's alone: TeamCity gets them from it or --outputs-file.
    if (targets.ci === 'teamcity' && targets.textOnStdout !== false)
        for (const name of OUTPUT_VARIABLES)
            targets.write(teamcitySetParameter(name, outputs[name]));
    if (failures.length > 0) {
        throw new OutputsNotWritten(`Could not write the outputs to ${failures.join('; ')}.`, 'check that each names a regular file in a folder that exists and the job may write to.', outputsFileFailed);
    }
    return warnings;
}
/**
 * What --outputs-file gets: its NAME=VALUE lines; on GitLab, a dotenv report within GitLab's
 * limit, and the per-service results in their own file next to it, which the report names.
 */
function outputsFiles(result, outputs, file, ci) {
    if (ci !== 'gitlab')
        return [[file, formatDotenvOutputs(outputs, '--outputs-file')]];
    const resultsFile = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), RESULTS_FILE_NAME);
    // One service has no results: an empty list, so that a later job reads the file the same way.
    const list = result.services === undefined ? '[]' : outputs.HOSTING_RESULTS;
    return [
        [resultsFile, { text: `${list}\n`, warnings: [] }],
        [file, formatGitlabDotenv(outputs, resultsFile, '--outputs-file')]
    ];
}
/**
 * Why --outputs-file could not be written, checked before anything is sent (nothing is written
 * or created yet): a link, a FIFO or a folder in its place, a folder that does not exist or
 * cannot be written to; on GitLab, the same of the results' file next to it. Undefined when it
 * can be, or none is given. `cwd`: the working directory the file is named from (undefined: the
 * process's).
 */
function outputsFileProblem(file, ci, cwd) {
    if (file === undefined)
        return undefined;
    const problem = fileProblem(file, cwd);
    if (problem !== undefined || ci !== 'gitlab')
        return problem;
    const results = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), RESULTS_FILE_NAME);
    try {
        checkRegularFile(from(cwd, results));
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            return new errors/* UsageError */.eb('--outputs-file', `cannot be written with the results' file next to it: ${results} cannot be written (${reasonOf(error)}). Nothing was sent.`, `remove what is at ${results}, or name a file in another folder.`);
    }
    return undefined;
}
/** Why `file` (from `cwd`) could not be written (outputsFileProblem), without the results' file. */
function fileProblem(file, cwd) {
    const next = 'name a regular file in a folder that exists and the job may write to.';
    try {
        checkRegularFile(from(cwd, file));
        return undefined;
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ENOENT')
            return new errors/* UsageError */.eb('--outputs-file', `cannot be written (${reasonOf(error)}). Nothing was sent.`, next);
    }
    // Missing: it is created at the end, in its folder.
    const folder = (0,external_node_path_.dirname)(file);
    try {
        if (!(0,external_node_fs_.statSync)(from(cwd, folder)).isDirectory())
            throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
        (0,external_node_fs_.accessSync)(from(cwd, folder), external_node_fs_.constants.W_OK);
        return undefined;
    }
    catch (error) {
        const code = error.code;
        const why = code === 'ENOENT'
            ? `its folder ${folder} does not exist`
            : code === 'ENOTDIR'
                ? `${folder} is not a folder`
                : `its folder ${folder} cannot be written to (${reasonOf(error)})`;
        return new errors/* UsageError */.eb('--outputs-file', `cannot be written: ${why}. Nothing was sent.`, next);
    }
}
/**
 * `file` as the file system is asked for it: from `cwd` when one is given, else as the line
 * gave it (the process's working directory; the errors then name it as given).
 */
function from(cwd, file) {
    return cwd === undefined ? file : (0,external_node_path_.resolve)(cwd, file);
}
function reasonOf(error) {
    return error instanceof Error ? error.message.replace(/\.$/, '') : String(error);
}
/** The variable naming the file each CI reads outputs from, for CIs that have one. */
const CHANNEL_FILES = {
    github: 'GITHUB_OUTPUT',
    bitbucket: 'BITBUCKET_PIPELINES_VARIABLES_PATH',
    circleci: 'BASH_ENV'
};
/** Every field of the JSON in the order it prints them, with what it holds (for docs/cli.md). */
function resultJsonFields() {
    return [
        ['schemaVersion', RESULT_JSON_FIELDS.schemaVersion],
        ...OUTPUTS.map((output) => [output.key, describeCliOutput(output)]),
        ['durationMs', RESULT_JSON_FIELDS.durationMs],
        ['error', RESULT_JSON_FIELDS.error]
    ];
}

;// CONCATENATED MODULE: ./src/cli/run-command.ts














/** A command that calls the API, run to its end; resolves to the process's exit code. Never throws. */
async function runCommand(args, env, io) {
    const host = createHost(hostOptions(args.output, args.ci, env, io));
    for (const note of args.notes)
        host[note.level](note.message);
    // Nothing masks secrets outside GitHub: the action redacts them itself, and masks them where the CI can.
    for (const piece of (0,secrets/* registerSecret */.cl)(args.apiKey, { critical: true }))
        host.mask(piece);
    if (args.command === 'deploy')
        for (const piece of registerVariables(variablesOf(args), args.maskEnv))
            host.mask(piece);
    // A file the outputs cannot go to is found before anything is sent: a later job may need it.
    const unwritable = args.command === 'whoami' ? undefined : outputsFileProblem(args.outputsFile, args.ci, io.cwd);
    if (unwritable !== undefined) {
        const refused = failedBefore(unwritable, 'usage', `hosting-deploy ${args.command} --help`);
        await host.finish(refused);
        return (0,exit_codes/* exitCodeOf */.FO)(refused);
    }
    let result = await run(args, host, io);
    if (args.command !== 'whoami')
        result = writeOutputsOf(result, args, env, host, io);
    await host.finish(result);
    return (0,exit_codes/* exitCodeOf */.FO)(result);
}
/** Bad flags: said in the output asked for (JSON too); nothing was sent. Resolves to the exit code. */
async function reportUsageError(error, argv, env, io) {
    // A value the line got wrong may be the key or a variable's value (--timeout "$KEY"): redacted like any secret.
    (0,secrets/* registerSecret */.cl)(env.HOSTING_API_KEY ?? '', { critical: true, minLength: secrets/* MIN_MASKED_VALUE_LENGTH */.uU });
    registerVariables(envPairs(argv), maskEnvAsked(argv));
    const result = failedBefore(error, 'usage', helpFor(argv));
    await printResult(hostOptions(outputAsked(argv), detectCi(env), env, io), result);
    return (0,exit_codes/* exitCodeOf */.FO)(result);
}
async function run(args, host, io) {
    // No runtime log: the command line shows it nowhere, and its read costs a request and up to 15 s.
    const app = args.command === 'deploy' && args.app !== undefined;
    const options = { signal: io.interrupted, words: wordsOn(args.ci, app), runtimeLog: false };
    let result;
    switch (args.command) {
        case 'deploy':
            result = args.app
                ? await (await __webpack_require__.e(/* import() | app */ 524).then(__webpack_require__.bind(__webpack_require__, 7152))).deployApp(args.app, host, { ...options, paint: host.paint })
                : await (0,deploy/* deploy */.gg)(args, host, options);
            break;
        case 'watch':
            result = await (0,deploy/* watch */.wB)(args, host, options);
            break;
        case 'whoami':
            result = await (0,deploy/* whoami */.qY)({ ...args, timeoutMs: 60_000 }, host, options);
            break;
    }
    const signal = io.interrupted.reason;
    if (signal === 'SIGINT' || signal === 'SIGTERM')
        return { ...result, interruptedBy: signal };
    return result;
}
/** Every variable the run imports: the step's, and each service's of an app. */
function variablesOf(args) {
    return args.app ? args.app.services.flatMap(service => service.config.variables) : args.variables;
}
/**
 * The command line's words on `ci`: on GitLab the deployment's log sits in a collapsed section
 * (ci-commands.ts), which the reader must expand; an app's failed services' last lines are
 * printed again at its end, outside any section (app/deploy-app.ts).
 */
function wordsOn(ci, app = false) {
    if (ci !== 'gitlab' || app)
        return vocabulary/* CLI_WORDS */.xP;
    const place = "above (expand the deployment's section)";
    return { ...vocabulary/* CLI_WORDS */.xP, phrases: { ...vocabulary/* CLI_WORDS */.xP.phrases, logPlace: place, logLines: `the log lines ${place}` } };
}
/**
 * The outputs for later jobs: --outputs-file and the CI's own channel. An --outputs-file that
 * cannot be written fails a run that went well (a later job would go on without it); the CI's
 * channel is a warning, as the CI may not pass it on anyway.
 */
function writeOutputsOf(result, args, env, host, io) {
    try {
        const warnings = writeOutputs(result, {
            ci: args.ci,
            env,
            outputsFile: args.outputsFile,
            cwd: io.cwd,
            textOnStdout: args.output === 'text',
            // Azure reads its commands on either stream: stdout stays the JSON's alone.
            write: line => void (args.output === 'text' ? io.stdout : io.stderr).write(`${line}\n`)
        });
        for (const warning of warnings)
            host.warning(warning);
        return result;
    }
    catch (error) {
        const message = (0,error_text/* describeError */.U)('Writing the outputs', error);
        // A run that failed already keeps its own failure (and exit code); the file is said beside it.
        if (result.error !== undefined || !(error instanceof OutputsNotWritten && error.outputsFile)) {
            host.warning(message);
            return result;
        }
        const { next } = error;
        return {
            ...result,
            error: { title: 'Writing the outputs failed', message, ...(next === undefined ? {} : { next }) },
            failureKind: 'deployment'
        };
    }
}
function hostOptions(mode, ci, env, io) {
    return {
        mode,
        ci,
        stdout: io.stdout,
        stderr: io.stderr,
        isTTY: { stdout: io.stdout.isTTY === true, stderr: io.stderr.isTTY === true },
        noColor: env.NO_COLOR,
        forceColor: env.FORCE_COLOR,
        debug: env.RUNNER_DEBUG === '1' || env.SYSTEM_DEBUG === 'true' || env.HOSTING_DEPLOY_DEBUG === '1'
    };
}
/** The output mode the command line asks for, read leniently: the line itself may be what is wrong. */
function outputAsked(argv) {
    for (const [index, arg] of argv.entries()) {
        const value = arg === '--output' ? argv[index + 1] : arg.startsWith('--output=') ? arg.slice(9) : undefined;
        if (value === 'json' || value === 'ndjson')
            return value;
    }
    return 'text';
}
/** The result of a run that failed before anything was sent; `help`: where the flags are explained. */
function failedBefore(error, kind, help) {
    const failure = (0,engine_failure/* explainFailure */.SP)({ error, phase: 'Reading the command line', timeoutMs: 0 }, vocabulary/* CLI_WORDS */.xP);
    return nothingQueued({
        // The app file's problems keep their own title (failure.ts); any other refusal is the line's.
        title: !(error instanceof errors/* AppFileError */.Q3) && (error instanceof errors/* InputError */.dz || kind === 'usage')
            ? 'Invalid command line'
            : failure.title,
        message: failure.message,
        next: failure.next ?? `see ${help} for the flags and their forms.`
    }, kind);
}
/**
 * The line's `--env KEY=VALUE` flags, read leniently (the line may be what is wrong); a pair
 * whose key is no variable name keeps an empty one, so that the rule sees its value's form only.
 */
function envPairs(argv) {
    return flagValues(argv, 'env').flatMap(pair => {
        const at = pair.indexOf('=');
        if (at <= 0)
            return [];
        const key = pair.slice(0, at);
        return [{ key: (0,dotenv/* isValidKey */.Iz)(key) ? key : '', value: pair.slice(at + 1) }];
    });
}
/** `--mask-env`, read leniently: `all` when one of them says so, else the names given. */
function maskEnvAsked(argv) {
    const names = flagValues(argv, 'mask-env').flatMap(text => text.split(/[,\r\n]+/).map(name => name.trim()));
    return names.includes('all') ? 'all' : names.filter(name => (0,dotenv/* isValidKey */.Iz)(name));
}
/** Every value of the flag `--name` on the line, as `--name VALUE` or `--name=VALUE`. */
function flagValues(argv, name) {
    return argv.flatMap((arg, index) => {
        const value = arg === `--${name}` ? argv[index + 1] : arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : undefined;
        return value === undefined ? [] : [value];
    });
}
/** The help of the command the line names, else the command line's own. */
function helpFor(argv) {
    const command = parse_flags/* COMMAND_NAMES */.nZ.find(name => argv.includes(name));
    return command === undefined ? 'hosting-deploy --help' : `hosting-deploy ${command} --help`;
}

// EXTERNAL MODULE: ./src/cli/text-answer.ts
var text_answer = __webpack_require__(6822);
;// CONCATENATED MODULE: ./src/cli/main.ts




// The command line's face: argv and the environment into a command, run in this CI's
// conventions (run-command.ts) with the engine. The version and the help are answered before
// this module loads (index.ts, text-answer.ts); what the line loads besides it, it loads at
// once, in parallel: the app file's YAML parser and the app's modules only for a line that
// names an app, the RE2 engine only for a line that gives patterns.
/** Runs one command line; resolves to the process's exit code. Never throws. */
async function main(argv, env, io) {
    const answer = await (0,text_answer/* textAnswer */.C)(argv);
    if (answer !== undefined) {
        io[answer.stream].write(`${answer.text}\n`);
        return answer.exitCode;
    }
    const args = parsed(argv, env, await lineParts(argv), io.cwd);
    if ('text' in args) {
        io.stdout.write(`${args.text}\n`);
        return exit_codes/* EXIT_OK */.Ij;
    }
    if (!('command' in args))
        return reportUsageError(args.error, argv, env, io);
    return runCommand(args, env, io);
}
/** What the line needs besides the parser: the app's modules, the app file's reader, the pattern check. */
async function lineParts(argv) {
    const needed = partsNeeded(argv);
    const [config, file, patterns] = await Promise.all([
        needed.app === undefined ? undefined : Promise.all(/* import() | app-config */[__webpack_require__.e(856), __webpack_require__.e(411)]).then(__webpack_require__.bind(__webpack_require__, 1669)),
        needed.app === 'file' ? Promise.all(/* import() | app-file */[__webpack_require__.e(856), __webpack_require__.e(815), __webpack_require__.e(927)]).then(__webpack_require__.bind(__webpack_require__, 984)) : undefined,
        needed.patterns ? Promise.all(/* import() | patterns */[__webpack_require__.e(856), __webpack_require__.e(322)]).then(__webpack_require__.bind(__webpack_require__, 1482)) : undefined
    ]);
    return {
        ...(config === undefined ? {} : { appConfigOf: config.appConfigOf }),
        ...(file === undefined ? {} : { readAppFile: file.readAppFile }),
        ...(patterns === undefined ? {} : { verifyPatterns: patterns.verifyPatterns })
    };
}
function parsed(argv, env, parts, cwd) {
    try {
        return parseCommandLine(argv, env, parts, cwd);
    }
    catch (error) {
        return { error };
    }
}


/***/ }),

/***/ 6343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ Deadline),
/* harmony export */   MJ: () => (/* binding */ Wakeup),
/* harmony export */   _: () => (/* binding */ timeoutSignal),
/* harmony export */   cJ: () => (/* binding */ Cancelled),
/* harmony export */   dC: () => (/* binding */ isTimeUp),
/* harmony export */   g: () => (/* binding */ TimeoutReached),
/* harmony export */   rV: () => (/* binding */ isAbort),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
// The step's one clock: the `timeout` input bounds the whole run, and a cancelled job
// (SIGINT/SIGTERM from the runner) stops it too. Both abort the same signal, so every
// request and every wait ends promptly. A run inside a larger one (a service of an app, the
// app's way back) has a clock of its own within the larger run's: it ends by the earlier of the
// two, and when the larger one is cancelled.
class TimeoutReached extends Error {
    name = 'TimeoutReached';
}
class Cancelled extends Error {
    name = 'Cancelled';
}
class Deadline {
    startedAt;
    #expiresAt;
    /** The timeout that bounds this clock: its own, or the larger run's when that one ends first. */
    timeoutMs;
    #controller = new AbortController();
    #timer;
    #within;
    #follow = () => this.#controller.abort(this.#within?.signal.reason);
    /**
     * `startedAt`: when the step started (before its inputs were read), so reading them counts too.
     * `within`: the larger run's clock, which bounds this one too (its timeout, its cancellation).
     */
    constructor(timeoutMs, startedAt = Date.now(), within) {
        this.startedAt = startedAt;
        const bound = within !== undefined && within.expiresAt < startedAt + timeoutMs;
        this.timeoutMs = bound ? within.timeoutMs : timeoutMs;
        this.#expiresAt = bound ? within.expiresAt : startedAt + timeoutMs;
        this.#within = within;
        this.#timer = this.#arm();
        // Already out of time (a service started as its app's time ran out): nothing may be sent.
        if (this.remainingMs === 0)
            this.#controller.abort(new TimeoutReached(`the timeout of ${this.timeoutMs} ms was reached`));
        else if (within?.signal.aborted)
            this.#follow();
        else
            within?.signal.addEventListener('abort', this.#follow, { once: true });
    }
    /** When the run's time is up (later once extended). */
    get expiresAt() {
        return this.#expiresAt;
    }
    /**
     * Adds `ms` to what is left, counted from now at the least (the verification window's own
     * time comes on top of `timeout`, whatever the way to live left of it). Within a larger run's
     * clock, that one lasts as long too (an app's `timeout` with its services' windows on top);
     * the larger run's other clocks keep their own end.
     */
    extend(ms) {
        if (this.#controller.signal.aborted)
            return;
        this.#reach(Math.max(this.#expiresAt, Date.now()) + ms);
    }
    /** Lasts at least until `at`, and the larger run's clock with it. */
    #reach(at) {
        if (this.#controller.signal.aborted)
            return;
        if (this.#within !== undefined)
            this.#within.#reach(at);
        if (at <= this.#expiresAt)
            return;
        this.#expiresAt = at;
        clearTimeout(this.#timer);
        this.#timer = this.#arm();
    }
    #arm() {
        // Node's timers hold at most about 24.8 days; inputs/inputs.ts refuses a longer timeout.
        const remaining = Math.min(Math.max(0, this.#expiresAt - Date.now()), 2 ** 31 - 1);
        const timer = setTimeout(() => this.#controller.abort(new TimeoutReached(`the timeout of ${this.timeoutMs} ms was reached`)), remaining);
        timer.unref();
        return timer;
    }
    get signal() {
        return this.#controller.signal;
    }
    get remainingMs() {
        return Math.max(0, this.#expiresAt - Date.now());
    }
    get elapsedMs() {
        return Date.now() - this.startedAt;
    }
    /** Why the signal aborted, if it did. */
    get reason() {
        const reason = this.#controller.signal.reason;
        return reason instanceof TimeoutReached || reason instanceof Cancelled ? reason : undefined;
    }
    cancel(why) {
        this.#controller.abort(new Cancelled(why));
    }
    dispose() {
        clearTimeout(this.#timer);
        this.#within?.signal.removeEventListener('abort', this.#follow);
    }
}
/** The step's deadline, a cancellation, or a bound of the action's own (AbortSignal.timeout). */
function isAbort(error) {
    return error instanceof Error && ['TimeoutReached', 'Cancelled', 'AbortError', 'TimeoutError'].includes(error.name);
}
/** A time bound ran out (the step's, or a read's own), as opposed to the job being cancelled. */
function isTimeUp(error) {
    return isAbort(error) && !(error instanceof Cancelled);
}
/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(done, ms);
        function done() {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }
        function onAbort() {
            clearTimeout(timer);
            reject(signal?.reason);
        }
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
/** AbortSignal.timeout's TimeoutError, on setTimeout: a clock that tests can fake. */
function timeoutSignal(ms) {
    const controller = new AbortController();
    const reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    setTimeout(() => controller.abort(reason), ms).unref();
    return controller.signal;
}
/** A sleep that something else can cut short (a stream event saying "look now"). */
class Wakeup {
    wait;
    #pending = false;
    #resolve;
    constructor(wait = sleep) {
        this.wait = wait;
    }
    /** Ends the current sleep, or the next one if none is running. */
    now() {
        if (this.#resolve)
            this.#resolve();
        else
            this.#pending = true;
    }
    async sleep(ms, signal) {
        if (this.#pending) {
            this.#pending = false;
            return;
        }
        const woken = new Promise(resolve => (this.#resolve = resolve));
        // Ends the timer once woken; the race has settled by then, so its rejection is ignored.
        const done = new AbortController();
        try {
            await Promise.race([this.wait(ms, AbortSignal.any([signal, done.signal])), woken]);
        }
        finally {
            this.#resolve = undefined;
            done.abort();
        }
    }
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mk: () => (/* binding */ NotFound),
/* harmony export */   Q3: () => (/* binding */ AppFileError),
/* harmony export */   Ui: () => (/* binding */ UserFacingError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   kf: () => (/* binding */ UnusableAnswer),
/* harmony export */   mG: () => (/* binding */ KeyRefused)
/* harmony export */ });
// Typed errors thrown by the action's steps. Only run() in main.ts catches them; their
// messages are meant for the person reading the job log and never contain a secret.
/** A failure the user can act on: the message says what is wrong, `next` what to do about it. */
class UserFacingError extends Error {
    next;
    name = 'UserFacingError';
    constructor(message, 
    /** What to do next, one sentence; failure.ts falls back to a default when absent. */
    next) {
        super(message);
        this.next = next;
    }
}
/**
 * An input that is missing or malformed, or something in the file it names; raised before any
 * network request. `at` says where in that file, as the command line says it: a problem of an
 * app file's service reads "app.yml line 9: `env-file` of service `web` names no readable file".
 */
class InputError extends UserFacingError {
    input;
    at;
    name = 'InputError';
    constructor(input, message, 
    /** Where the problem lies in the file the input names; the message then starts there. */
    at) {
        super(at === undefined ? `Input '${input}' ${message}` : `${at} ${message}`);
        this.input = input;
        this.at = at;
    }
}
/** The API key was refused, or lacks what this run needs: nothing was changed. */
class KeyRefused extends UserFacingError {
    name = 'KeyRefused';
}
/** The service or the deployment does not exist, or this key cannot see it (the API cannot tell which). */
class NotFound extends UserFacingError {
    name = 'NotFound';
}
/** The service sent a value (an id, a ref, a state) the action cannot use: an unreadable answer. */
class UnusableAnswer extends UserFacingError {
    name = 'UnusableAnswer';
}
/**
 * A command line the CLI cannot run: a bad or missing flag, an unreadable env file, the key
 * on the command line. Raised before anything is sent; the message never holds a secret.
 */
class UsageError extends UserFacingError {
    subject;
    name = 'UsageError';
    constructor(
    /** The flag, variable or word at fault, e.g. `--if-busy` or `HOSTING_API_KEY`. */
    subject, 
    /** What is wrong and what is expected, e.g. `must be wait or fail, got "maybe"`. */
    problem, next) {
        super(`${subject} ${problem}`, next);
        this.subject = subject;
    }
}
/** How every face titles a problem of the app file (the Action, the command line, the Node API). */
const APP_FILE_TITLE = 'Invalid app file';
/** A problem with the app file: `file line N: what is wrong and what is expected`. */
class AppFileError extends UsageError {
    file;
    line;
    name = 'AppFileError';
    /** How every face titles it: the file is what to fix, not the command line or the inputs. */
    title = APP_FILE_TITLE;
    constructor(
    /** The path as given. */
    file, 
    /** 1-based; undefined when the file could not be read. */
    line, problem, 
    /** The setting that names the file, as the face spells it (`--app-file`): the subject when there is no line. */
    setting) {
        // A problem inside the file is explained by the file's reference; one of reading it, by the setting's.
        super(line === undefined ? (setting ?? file) : `${file} line ${line}:`, problem, line === undefined ? undefined : "see docs/app.md for the app file's keys and their forms.");
        this.file = file;
        this.line = line;
    }
}


/***/ }),

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ titleOf),
/* harmony export */   H8: () => (/* binding */ LOG_MARK),
/* harmony export */   qY: () => (/* binding */ SILENT),
/* harmony export */   rW: () => (/* binding */ NO_LOG_LINES)
/* harmony export */ });
// The engine's only way out to its surroundings. Each face (the GitHub Action, the CLI)
// implements it in its own conventions; the engine never imports @actions/*, reads
// process.env or writes to stdout.
/**
 * What marks a line of a deployment's log after its label, in every text face: a label of two
 * spaces with one service on the command line (`  | `), the service's name padded in an app
 * (`web    | `). None of the tool's own lines has it there.
 */
const LOG_MARK = '| ';
/** An annotation's title naming the app's service it is about: `web: Service URL unknown`, or `web`. */
function titleOf(title, service) {
    if (service === undefined)
        return title;
    return title === undefined ? service : `${service}: ${title}`;
}
/** Says nothing: for reads whose messages nobody is to see (and tests). */
const SILENT = {
    debug: () => undefined,
    info: () => undefined,
    notice: () => undefined,
    warning: () => undefined,
    event: () => undefined
};
/** Prints no log line: for following a deployment by its state alone. */
const NO_LOG_LINES = {
    logLines: () => undefined,
    drained: async () => undefined
};


/***/ }),

/***/ 1533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jO: () => (/* binding */ outputText),
/* harmony export */   py: () => (/* binding */ OUTPUTS)
/* harmony export */ });
/* unused harmony exports outputOf, describeOutput */
const OUTPUTS = [
    {
        key: 'deploymentId',
        action: 'deployment-id',
        variable: 'HOSTING_DEPLOYMENT_ID',
        description: 'Id of the queued deployment.',
        actionNote: 'Set as soon as it is queued.',
        value: result => result.deploymentId ?? null
    },
    {
        key: 'status',
        closed: true,
        action: 'status',
        variable: 'HOSTING_STATUS',
        description: "The deployment's last status as the service names it, e.g. `live`, `build_failed`.",
        value: result => result.status ?? null
    },
    {
        key: 'result',
        closed: true,
        action: 'result',
        variable: 'HOSTING_RESULT',
        description: '`success`, `failure`, `cancelled`, `timed-out`, `unhealthy` (live, but the health check failed, or it broke in the verification window), `interrupted` (the run was stopped; the deployment goes on), or `queued` when the run did not wait; none when nothing was queued.',
        value: result => result.result ?? null
    },
    {
        key: 'failureKind',
        closed: true,
        action: 'failure-kind',
        variable: 'HOSTING_FAILURE_KIND',
        description: 'Why the run failed: `deployment`, `usage`, `auth`, `not-found`, `unhealthy`, `cancelled`, `timed-out`, `unreachable` or `interrupted`; none when it went well.',
        value: result => result.failureKind ?? null
    },
    {
        key: 'ref',
        action: 'ref',
        variable: 'HOSTING_REF',
        description: 'The ref as the service resolved it.',
        value: result => result.ref ?? null
    },
    {
        key: 'url',
        action: 'url',
        variable: 'HOSTING_URL',
        description: "{environment-url} when given, else `https://` and the service's first verified domain (needs `domains: read`); none when unknown.",
        actionNote: 'Set as soon as known, also on failure.',
        value: result => result.url ?? null
    },
    {
        key: 'health',
        closed: true,
        action: 'health',
        variable: 'HOSTING_HEALTH',
        description: '`healthy`, `unhealthy`, or `skipped` (no health check, or the deployment did not go live); none for several services.',
        value: result => (result.services ? null : result.health)
    },
    {
        key: 'envImported',
        closed: true,
        action: 'env-imported',
        variable: 'HOSTING_ENV_IMPORTED',
        description: 'The number of variables imported.',
        value: result => result.envImported ?? null
    },
    {
        key: 'envSkipped',
        action: 'env-skipped',
        variable: 'HOSTING_ENV_SKIPPED',
        description: 'The keys the service skipped, each also a warning with its reason (comma-separated; a list in JSON).',
        value: result => result.skipped.map(skip => skip.key)
    },
    {
        key: 'rollbackDeploymentId',
        action: 'rollback-deployment-id',
        variable: 'HOSTING_ROLLBACK_DEPLOYMENT_ID',
        description: 'Id of the redeploy of the last good ref, when {rollback} queued one.',
        value: result => result.rollbackDeploymentId ?? null
    },
    {
        key: 'rollbackRef',
        action: 'rollback-ref',
        variable: 'HOSTING_ROLLBACK_REF',
        description: 'The ref that {rollback} redeployed, when it queued one.',
        value: result => result.rollbackRef ?? null
    },
    {
        key: 'verify',
        closed: true,
        action: 'verify',
        variable: 'HOSTING_VERIFY',
        description: 'How the verification window after going live ended ({verify-for}): `passed`, `failed`, `superseded` (a newer deployment replaced it), or `skipped` (no window, the deployment did not go live and healthy, or the window could watch nothing); none when nothing was queued, and for several services (each service has its own in its entry). In JSON, an object: `{result, forMs, probes, failedProbes, runtimeLines, matches, reason}`.',
        value: result => result.verify?.result ?? null,
        json: result => result.verify ?? null
    },
    {
        key: 'services',
        action: 'results',
        variable: 'HOSTING_RESULTS',
        description: "Several services (an app): a JSON array, one entry per service in the app's order: `{name, serviceId, deploymentId, result, status, failureKind, ref, url, health, durationMs, rollback, reason, verify}`, `result` `skipped` for a service never queued, `rollback` `{deploymentId, ref, result}` or null, `reason` why the service failed or was skipped (null when it went live), `verify` its verification window (null when never queued); none for one service. With several services, `deployment-id`, `status`, `ref`, `url` and `health` are empty.",
        value: result => (result.services ? { json: result.services } : null)
    }
];
/** The definition of the output with this key. */
function outputOf(key) {
    const found = OUTPUTS.find(output => output.key === key);
    if (!found)
        throw new Error(`No output has the key ${key}`);
    return found;
}
/** An output's value as a variable or an Action output holds it: empty when unknown, a list comma-separated. */
function outputText(value) {
    if (value === null)
        return '';
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'string')
        return value;
    if ('json' in value)
        return JSON.stringify(value.json);
    return value.join(',');
}
/** An output's description with each `{setting}` spelled as the face spells it. */
function describeOutput(output, spell) {
    return output.description.replace(/\{([a-z-]+)\}/g, (_, setting) => spell(setting));
}


/***/ }),

/***/ 7063:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Al: () => (/* binding */ followAdvice),
/* harmony export */   Bm: () => (/* binding */ spellingHost),
/* harmony export */   MZ: () => (/* binding */ phrase),
/* harmony export */   Pe: () => (/* binding */ setting),
/* harmony export */   Yq: () => (/* binding */ choice),
/* harmony export */   dC: () => (/* binding */ ACTION_WORDS),
/* harmony export */   lO: () => (/* binding */ spell),
/* harmony export */   xP: () => (/* binding */ CLI_WORDS)
/* harmony export */ });
/** A setting named in the engine's text, spelled by the face. */
function setting(key) {
    return `\x01${key}\x02`;
}
/** A setting with its value, spelled by the face. */
function choice(key, value) {
    return `\x01${key}=${value}\x02`;
}
/** A phrase spelled by the face. */
function phrase(key) {
    return `\x01@${key}\x02`;
}
/**
 * How to go on following a deployment the run leaves running, spelled by the face (the CLI's
 * watch command). Both ids are checked ones (text/identifiers.ts): neither holds a space or a mark.
 */
function followAdvice(deploymentId, serviceId) {
    return `\x01@follow=${deploymentId} ${serviceId}\x02`;
}
const MARK = /\x01(@?)([A-Za-z]+)(?:=([^\x01\x02]+))?\x02/g;
/** The text with every setting and phrase spelled in `words`. */
function spell(text, words) {
    if (!text.includes('\x01'))
        return text;
    return text.replace(MARK, (_mark, at, key, value) => {
        if (at !== '' && value !== undefined) {
            const [deploymentId = '', serviceId = ''] = value.split(' ');
            return words.follow(deploymentId, serviceId);
        }
        if (at !== '')
            return words.phrases[key];
        if (value !== undefined)
            return words.choice(key, value);
        return words.settings[key];
    });
}
/** The host, with every message and group title spelled in `words`. */
function spellingHost(host, words) {
    return {
        debug: message => host.debug(spell(message, words)),
        info: message => host.info(spell(message, words)),
        notice: (message, title, service) => host.notice(spell(message, words), title, service),
        warning: (message, title, service) => host.warning(spell(message, words), title, service),
        group: (title, fn) => host.group(spell(title, words), fn),
        logLines: lines => host.logLines(lines),
        drained: () => host.drained(),
        event: event => host.event(event),
        ...(host.hooks ? { hooks: host.hooks } : {})
    };
}
/** The GitHub Action's words: its inputs, the api-key secret, the step, the job summary. */
const ACTION_WORDS = {
    settings: {
        apiKey: 'the api-key secret',
        baseUrl: 'base-url',
        serviceId: 'service-id',
        timeout: 'the timeout input',
        environmentUrl: 'environment-url',
        healthCheckUrl: 'health-check-url',
        healthCheckExpect: 'health-check-expect',
        settings: 'the inputs',
        urlOutput: 'url output',
        ref: 'ref',
        verifyFor: 'verify-for',
        failOnLog: 'fail-on-log',
        ignoreLog: 'ignore-log'
    },
    choice: (key, value) => `${ACTION_INPUTS[key]}: ${value}`,
    phrases: {
        self: 'this step',
        tool: 'the action',
        logPlace: 'below',
        logLines: 'the log lines below',
        pushAgain: 'push again',
        runAgain: 'run the job again',
        runtimeLogPlace: 'in the summary',
        fewerAtOnce: " (the matrix's max-parallel)",
        interrupted: 'The job was cancelled',
        interruptedTitle: 'Job cancelled',
        invalidSettings: 'Invalid input'
    },
    // The Action has no command to follow a deployment with: its place is the dashboard.
    follow: deploymentId => `Check deployment ${deploymentId} in the dashboard`
};
const ACTION_INPUTS = { ifBusy: 'if-busy', superseded: 'superseded', wait: 'wait' };
/** The command line's words: its flags and variables, the run, the terminal above. */
const CLI_WORDS = {
    settings: {
        apiKey: 'HOSTING_API_KEY',
        baseUrl: '--base-url',
        serviceId: '--service-id',
        timeout: '--timeout',
        environmentUrl: '--environment-url',
        healthCheckUrl: '--health-check-url',
        healthCheckExpect: '--health-check-expect',
        settings: 'the flags',
        urlOutput: 'HOSTING_URL',
        ref: '--ref',
        verifyFor: '--verify-for',
        failOnLog: '--fail-on-log',
        ignoreLog: '--ignore-log'
    },
    // --no-wait is the only way to say wait: false; wait is the default.
    choice: (key, value) => key === 'wait' ? (value === 'false' ? '--no-wait' : 'waiting') : `${CLI_FLAGS[key]} ${value}`,
    phrases: {
        self: 'hosting-deploy',
        tool: 'hosting-deploy',
        logPlace: 'above',
        logLines: 'the log lines above',
        pushAgain: 'run it again',
        runAgain: 'run it again',
        runtimeLogPlace: 'in the dashboard',
        fewerAtOnce: '',
        interrupted: 'hosting-deploy was interrupted',
        interruptedTitle: 'Interrupted',
        invalidSettings: 'Invalid command line'
    },
    follow: (deploymentId, serviceId) => `Follow it with hosting-deploy watch ${deploymentId}${serviceId === '' ? '' : ` --service-id ${serviceId}`}`
};
const CLI_FLAGS = { ifBusy: '--if-busy', superseded: '--superseded' };


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gg: () => (/* binding */ deploy),
  wB: () => (/* binding */ watch),
  qY: () => (/* binding */ whoami)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/text/remote-text.ts
var remote_text = __webpack_require__(5513);
;// CONCATENATED MODULE: ./src/steps/env-import.ts


/** Split only very large sets, so a normal import is one request. */
const MAX_VARS_PER_REQUEST = 500;
const MAX_BYTES_PER_REQUEST = 512 * 1024;
/** POST /api/services/{id}/env/import with every variable; values are never printed. */
async function importVariables(client, serviceId, variables, log) {
    const result = { imported: 0, skipped: [] };
    for (const batch of batches(variables)) {
        const response = await client.importEnv(serviceId, batch);
        const imported = response.imported;
        result.imported +=
            typeof imported === 'number' && Number.isSafeInteger(imported) && imported >= 0
                ? Math.min(imported, batch.length)
                : 0;
        const sent = new Set(batch.map(variable => variable.key));
        const skipped = Array.isArray(response.skipped) ? response.skipped.slice(0, batch.length) : [];
        for (const skip of skipped) {
            const reason = (0,remote_text/* messageExcerpt */.JA)(String(skip?.reason ?? 'no reason given'), 200);
            // Only a key this request sent is reported (and goes to the env-skipped output).
            if (typeof skip?.key !== 'string' || !sent.has(skip.key)) {
                log.warning(`The service reported skipping a variable ${(0,vocabulary/* phrase */.MZ)('self')} did not send (${(0,remote_text/* messageExcerpt */.JA)(String(skip?.key ?? '?'), 60)}): ${reason}`, 'Variable skipped');
                continue;
            }
            result.skipped.push({ key: skip.key, reason });
            log.warning(`Variable ${skip.key} was not imported: ${reason}`, 'Variable skipped');
        }
    }
    log.info(`Imported ${result.imported} of ${variables.length} variable(s)` +
        (result.skipped.length > 0
            ? `; skipped ${result.skipped.length}: ${result.skipped.map(s => s.key).join(', ')}`
            : '') +
        '. They apply from this deployment on.');
    return result;
}
/** Only if variables were given: imported before the deploy, so they apply to it. */
async function importTheVariables(run, inputs) {
    const { variables } = inputs;
    if (variables.length === 0)
        return;
    run.found.imported = await run.phase('Importing variables', () => importVariables(run.client, inputs.serviceId, variables, run.host), `Importing ${variables.length} variable(s)`);
}
function batches(variables) {
    const out = [];
    let current = [];
    let bytes = 0;
    for (const variable of variables) {
        const size = Buffer.byteLength(variable.key) + Buffer.byteLength(variable.value) + 32;
        if (current.length > 0 && (current.length >= MAX_VARS_PER_REQUEST || bytes + size > MAX_BYTES_PER_REQUEST)) {
            out.push(current);
            current = [];
            bytes = 0;
        }
        current.push(variable);
        bytes += size;
    }
    if (current.length > 0)
        out.push(current);
    return out;
}

// EXTERNAL MODULE: ./src/api/bounded-body.ts
var bounded_body = __webpack_require__(8318);
// EXTERNAL MODULE: ./src/api/dispatcher.ts
var api_dispatcher = __webpack_require__(9043);
// EXTERNAL MODULE: ./src/core/deadline.ts
var core_deadline = __webpack_require__(6343);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
;// CONCATENATED MODULE: ./src/health/health-check.ts







// The health check of the deployed URL: GET until it answers 2xx (with the expected text), or
// the check's time is up. A client of its own, apart from the hosting API's: the API key is
// never sent here. Redirects are followed on the same origin only; bodies are read up to a
// bound; every try has its own timeout. The clock and the sleep are injectable for tests.
/** The first pause between tries; each one doubles, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 1000;
const MAX_PAUSE_MS = 10_000;
/** One try waits at most this long for the whole answer. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Body bytes read per answer: enough for a status page, bounded for a huge one. */
const MAX_BODY_BYTES = 64 * 1024;
/** Same-origin redirects followed per try. */
const MAX_REDIRECTS = 5;
/** The longest body excerpt in the failure message. */
const EXCERPT_CHARS = 300;
/** The check's connections: through the runner's proxy settings, as the API client's, except for loopback. */
const CONNECTIONS = { connectTimeout: ATTEMPT_TIMEOUT_MS, keepAliveTimeout: 5000 };
/** Tries until healthy or out of time; never throws for an unhealthy URL (the step's abort does throw). */
async function checkHealth(options) {
    const { url, expect, timeoutMs, signal, log } = options;
    const now = options.now ?? Date.now;
    const wait = options.sleep ?? core_deadline/* sleep */.yy;
    const owned = options.probe ? undefined : (0,api_dispatcher/* dispatcherFor */.tR)(url, CONNECTIONS);
    const probe = options.probe ?? undiciProbe(owned);
    const startedAt = now();
    let pause = FIRST_PAUSE_MS;
    let last = { healthy: false, attempts: 0 };
    try {
        for (let attempt = 1;; attempt++) {
            const tryStarted = now();
            // Each try ends by the check's own end, so the check never outlasts its time.
            const tryMs = Math.max(1, Math.min(ATTEMPT_TIMEOUT_MS, timeoutMs - (tryStarted - startedAt)));
            const outcome = await tryOnce(probe, url, expect, signal, tryMs);
            const took = (0,duration/* formatDuration */.a3)(Math.max(0, now() - tryStarted));
            if (outcome.healthy) {
                log(`Try ${attempt}: ${outcome.line} after ${took}: healthy.`);
                return { healthy: true, attempts: attempt };
            }
            last = { healthy: false, attempts: attempt, problem: outcome.line, body: outcome.body ?? last.body };
            const left = timeoutMs - (now() - startedAt);
            log(`Try ${attempt}: ${outcome.line} after ${took}${left > pause ? `; trying again in ${(0,duration/* formatDuration */.a3)(pause)}` : ''}.`);
            if (left <= pause)
                return last;
            await wait(pause, signal);
            pause = Math.min(pause * 2, MAX_PAUSE_MS);
        }
    }
    finally {
        await owned?.close();
    }
}
function healthProber(url, expect, probe) {
    const owned = probe ? undefined : (0,api_dispatcher/* dispatcherFor */.tR)(url, CONNECTIONS);
    const send = probe ?? undiciProbe(owned);
    return {
        check: signal => tryOnce(send, url, expect, signal, ATTEMPT_TIMEOUT_MS),
        close: async () => {
            await owned?.close();
        }
    };
}
async function tryOnce(probe, start, expect, stepSignal, timeoutMs) {
    const signal = AbortSignal.any([stepSignal, (0,core_deadline/* timeoutSignal */._)(timeoutMs)]);
    let url = start;
    try {
        for (let redirects = 0;; redirects++) {
            const answer = await probe(url, signal);
            const body = answer.body === '' ? undefined : (0,remote_text/* messageExcerpt */.JA)(answer.body, EXCERPT_CHARS);
            if (answer.status >= 300 && answer.status < 400 && answer.location !== undefined) {
                let next;
                try {
                    next = new URL(answer.location, url);
                }
                catch {
                    return { healthy: false, line: `HTTP ${answer.status} to an invalid location`, body };
                }
                if (next.origin !== start.origin)
                    return {
                        healthy: false,
                        line: `HTTP ${answer.status} to another origin (${(0,remote_text/* messageExcerpt */.JA)(next.origin, 100)}), not followed`,
                        body
                    };
                if (redirects >= MAX_REDIRECTS)
                    return { healthy: false, line: `more than ${MAX_REDIRECTS} redirects`, body };
                url = next;
                continue;
            }
            if (answer.status < 200 || answer.status > 299)
                return { healthy: false, line: `HTTP ${answer.status}`, body };
            if (expect !== '' && !answer.body.includes(expect))
                return {
                    healthy: false,
                    line: `HTTP ${answer.status}, but the answer does not contain "${(0,remote_text/* messageExcerpt */.JA)(expect, 80)}"`,
                    body
                };
            return { healthy: true, line: `HTTP ${answer.status}` };
        }
    }
    catch (error) {
        if (stepSignal.aborted)
            throw stepSignal.reason;
        return { healthy: false, line: describeError(error, signal.aborted, timeoutMs) };
    }
}
/** A failed try in one line: a timeout, a TLS error with its code, or the network error. */
function describeError(error, timedOut, timeoutMs) {
    if (timedOut)
        return `no answer within ${(0,duration/* formatDuration */.a3)(timeoutMs)}`;
    const code = codeOf(error) ?? codeOf(error?.cause);
    const message = error instanceof Error ? error.message : String(error);
    if (code !== undefined && /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code))
        return `TLS error (${(0,remote_text/* messageExcerpt */.JA)(code, 60)}): ${(0,remote_text/* messageExcerpt */.JA)(message, 160)}`;
    return `no answer (${(0,remote_text/* messageExcerpt */.JA)(code ?? 'error', 60)}): ${(0,remote_text/* messageExcerpt */.JA)(message, 160)}`;
}
function codeOf(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : undefined;
}
/** The real GET: no credentials, no redirect followed, at most MAX_BODY_BYTES of body read. */
function undiciProbe(dispatcher) {
    return async (url, signal) => {
        const answer = await (0,api_dispatcher/* send */.tN)(dispatcher, url, {
            method: 'GET',
            signal,
            headers: { 'user-agent': version/* USER_AGENT */._, accept: 'text/html, application/json;q=0.9, */*;q=0.8' }
        });
        const { text } = await (0,bounded_body/* readCapped */.EF)(answer.body, MAX_BODY_BYTES);
        const location = answer.headers.location;
        return {
            status: answer.statusCode,
            location: typeof location === 'string' ? location : undefined,
            body: text
        };
    };
}
/** The URL to check: the input as given, or a path on the `url` output; undefined when no URL is known. */
function healthCheckUrl(input, url) {
    if (!input.startsWith('/'))
        return new URL(input);
    if (!url)
        return undefined;
    const base = new URL(url);
    return new URL(`${base.pathname.replace(/\/+$/, '')}${input}`, base.origin);
}
/** The step's failure when the deployment went live but the health check failed. */
function unhealthyFailure(url, result, timeoutMs, deploymentId) {
    const body = result.body ? ` Last answer: "${result.body}"` : '';
    const message = `Deployment ${deploymentId} is live, but ${(0,remote_text/* messageExcerpt */.JA)(url.href, 200)} did not answer as healthy within ${(0,duration/* formatDuration */.a3)(timeoutMs)} (${result.attempts} tries; last: ${result.problem ?? 'no answer'}).${body}`;
    const next = `check the application's runtime log ${(0,vocabulary/* phrase */.MZ)('runtimeLogPlace')}, ${(0,vocabulary/* setting */.Pe)('healthCheckUrl')} and ${(0,vocabulary/* setting */.Pe)('healthCheckExpect')}.`;
    return {
        message,
        title: 'Deployment unhealthy',
        next,
        annotation: `${message} Next: ${next}`,
        result: 'unhealthy',
        kind: 'unhealthy'
    };
}

// EXTERNAL MODULE: ./src/steps/run.ts + 1 modules
var steps_run = __webpack_require__(2400);
;// CONCATENATED MODULE: ./src/steps/health.ts






/**
 * The URL health-check-url names. A path needs the url output; without it (no environment-url,
 * and no verified domain the key may read, or that read failed) there is nothing to check, so
 * this throws before anything is queued, rather than let a live deployment be reported
 * unhealthy (and rolled back) for want of an address.
 */
function healthTarget(settings, url) {
    const target = healthCheckUrl(settings.url, url);
    if (target)
        return target;
    // The settings' fault, found before anything is changed: a usage error.
    throw new errors/* UsageError */.eb((0,vocabulary/* setting */.Pe)('healthCheckUrl'), `is the path ${(0,remote_text/* messageExcerpt */.JA)(settings.url, 200)}, but the service's URL is not known (no ${(0,vocabulary/* setting */.Pe)('environmentUrl')}, and no verified domain the key could read), so there would be nothing to check. Nothing was queued.`, `give ${(0,vocabulary/* setting */.Pe)('environmentUrl')}, or grant the key domains: read, or make ${(0,vocabulary/* setting */.Pe)('healthCheckUrl')} a full URL.`);
}
/** GETs `target` until it answers as healthy, within health-check-timeout and the step's time. */
async function checkDeployedHealth(settings, target, deadline, deploymentId, log) {
    const timeoutMs = Math.min(settings.timeoutMs, deadline.remainingMs);
    log.info(`Checking ${(0,remote_text/* messageExcerpt */.JA)(target.href, 200)} for up to ${(0,duration/* formatDuration */.a3)(timeoutMs)}${settings.expect ? ` (expecting "${(0,remote_text/* messageExcerpt */.JA)(settings.expect, 80)}")` : ''}.`);
    const result = await checkHealth({
        url: target,
        expect: settings.expect,
        timeoutMs,
        signal: deadline.signal,
        log: line => log.info(line)
    });
    if (result.healthy) {
        log.info(`${(0,remote_text/* messageExcerpt */.JA)(target.href, 200)} is healthy.`);
        return { health: 'healthy' };
    }
    return {
        health: 'unhealthy',
        problem: result.problem,
        failure: unhealthyFailure(target, result, timeoutMs, deploymentId)
    };
}
/**
 * Only when waiting with a health check (without waiting there is none): the URL to check,
 * found before anything is queued; its failure is a phase's of its own.
 */
function findHealthTarget(inputs, url) {
    if (!inputs.wait || !inputs.healthCheck)
        return undefined;
    try {
        return healthTarget(inputs.healthCheck, url);
    }
    catch (error) {
        throw new steps_run/* PhaseFailed */.N('Finding the URL to check', error);
    }
}
/** Only with a health check, once the deployment is live and nothing failed: its check is the run's. */
async function checkTheHealth(run, inputs, deploymentId, target) {
    const { healthCheck } = inputs;
    if (run.found.failure || run.found.watched?.outcome !== 'success' || !healthCheck || !target)
        return;
    const health = await run.phase('Checking health', () => checkDeployedHealth(healthCheck, target, run.deadline, deploymentId, run.host));
    run.found.health = health;
    run.found.failure = health.failure;
}

// EXTERNAL MODULE: ./src/steps/key-check.ts
var key_check = __webpack_require__(9301);
// EXTERNAL MODULE: ./src/text/secrets.ts
var secrets = __webpack_require__(9690);
// EXTERNAL MODULE: ./src/core/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/api/deployment-list.ts
var deployment_list = __webpack_require__(410);
// EXTERNAL MODULE: ./src/text/identifiers.ts
var identifiers = __webpack_require__(2319);
// EXTERNAL MODULE: ./src/watch/log-sink.ts
var log_sink = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/watch/state-watcher.ts + 3 modules
var state_watcher = __webpack_require__(8573);
// EXTERNAL MODULE: ./src/watch/states.ts
var states = __webpack_require__(2429);
// EXTERNAL MODULE: ./src/steps/conflict.ts
var conflict = __webpack_require__(3601);
// EXTERNAL MODULE: ./src/steps/queue-deploy.ts
var queue_deploy = __webpack_require__(3490);
;// CONCATENATED MODULE: ./src/steps/busy.ts












async function queueUnlessBusy(options) {
    const { client, serviceId, ref, deadline } = options;
    const queue = () => (0,queue_deploy/* queueDeployment */.pT)({ client, serviceId, ref, signal: deadline.signal, log: options.log, sleep: options.sleep });
    try {
        return await queue();
    }
    catch (error) {
        if (!(error instanceof conflict/* DeployConflict */.M))
            throw error;
        const inTheWay = await deploymentInProgress(client, serviceId);
        if (!inTheWay)
            throw error;
        const reason = (0,remote_text/* messageExcerpt */.JA)(error.serverMessage ?? 'no reason given', 200);
        if (options.ifBusy === 'fail') {
            throw new errors/* UserFacingError */.Ui(`Deployment ${inTheWay.id} of ${serviceId} is in progress (status "${(0,remote_text/* messageExcerpt */.JA)(inTheWay.status, 60)}"), and the service refuses another deploy meanwhile (HTTP 409: "${reason}"). Nothing was queued (${(0,vocabulary/* choice */.Yq)('ifBusy', 'fail')}).`, `${(0,vocabulary/* phrase */.MZ)('runAgain')} once deployment ${inTheWay.id} has ended, or set ${(0,vocabulary/* choice */.Yq)('ifBusy', 'wait')}.`);
        }
        options.log.info(`Deployment ${inTheWay.id} is in progress (status "${(0,remote_text/* messageExcerpt */.JA)(inTheWay.status, 60)}") and the service refuses another deploy meanwhile (HTTP 409: "${reason}"). Following it to its end, then queuing this one (${(0,vocabulary/* choice */.Yq)('ifBusy', 'wait')}).`);
        const { log } = options;
        const watched = await (0,state_watcher/* watchDeployment */.Jh)({
            client,
            serviceId,
            deploymentId: inTheWay.id,
            deadline,
            // Its state only: no log is read, so none is printed.
            sink: new log_sink/* LogSink */.y$(host/* NO_LOG_LINES */.rW),
            followLogs: false,
            // Its progress is said, but its states are not this run's (the status output is ours).
            log: { debug: log.debug, info: log.info, notice: log.notice, warning: log.warning, event: () => undefined }
        });
        if (watched.outcome === 'timed-out') {
            log.info(`Deployment ${inTheWay.id} was still in progress (status "${(0,remote_text/* messageExcerpt */.JA)(watched.status ?? inTheWay.status, 60)}") when the timeout ran out; nothing was queued.`);
            throw new core_deadline/* TimeoutReached */.g('timeout');
        }
        log.info(`Deployment ${inTheWay.id} ended (${watched.outcome}, status "${(0,remote_text/* messageExcerpt */.JA)(watched.status ?? 'unknown', 60)}"); queuing this one once more.`);
        return queue();
    }
}
/** The newest deployment of the first page whose state is in progress, if any (unreadable: none). */
async function deploymentInProgress(client, serviceId) {
    let busy;
    try {
        for await (const { id, status } of (0,deployment_list/* deploymentsOf */.o)(client, serviceId, { maxPages: 1 })) {
            if (status === undefined || id === undefined)
                continue;
            const state = (0,states/* classifyState */.ai)(status);
            if (state.class === 'in_progress' && state.known) {
                busy = { id, status };
                break;
            }
        }
    }
    catch {
        return undefined;
    }
    return busy && { id: (0,identifiers/* deploymentIdFrom */.zg)(busy.id, 'the deployment list'), status: busy.status };
}

;// CONCATENATED MODULE: ./src/steps/queuing.ts






// The queuing phase: the face's hooks around it (the Action records its GitHub deployment
// first), the deploy itself (if-busy in busy.ts), and the deploymentId output once known.
async function queueTheDeployment(run, inputs, url) {
    const { host, client, deadline } = run;
    const { serviceId, ref, ifBusy } = inputs;
    const queued = await run.phase('Queuing the deployment', async () => {
        await host.hooks?.beforeQueue(url);
        const queued = await queueUnlessBusy({ client, serviceId, ref, deadline, ifBusy, log: host });
        host.info(`Queued deployment ${queued.deploymentId} of ${serviceId}${queued.ref ? ` at ${(0,remote_text/* messageExcerpt */.JA)(queued.ref, 100)}` : ''}`);
        return queued;
    });
    run.found.queued = queued;
    host.event({ type: 'output', name: 'deploymentId', value: queued.deploymentId });
    await host.hooks?.afterQueue({ deploymentId: queued.deploymentId, ref: queued.ref });
    return queued;
}
/**
 * Before anything changes: a ref holding the API key would be stored at the service. (A
 * variable's value may well be a ref, BRANCH=main say: only the key is refused.)
 */
function refuseSecretRef(inputs) {
    if (inputs.ref === undefined || !(0,secrets/* containsCredential */.hg)(inputs.ref))
        return;
    const error = new errors/* UsageError */.eb((0,vocabulary/* setting */.Pe)('ref'), 'holds the API key: nothing was sent, so the service does not store it', `check ${(0,vocabulary/* setting */.Pe)('ref')}: it names a branch, a tag or a commit.`);
    throw new steps_run/* PhaseFailed */.N('Checking the ref', error);
}

// EXTERNAL MODULE: ./src/steps/log-patterns.ts
var log_patterns = __webpack_require__(1349);
// EXTERNAL MODULE: ./src/steps/service-url.ts
var service_url = __webpack_require__(9436);
// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/api/hosting-api.ts
var hosting_api = __webpack_require__(7855);
// EXTERNAL MODULE: ./src/text/error-text.ts
var error_text = __webpack_require__(6589);
// EXTERNAL MODULE: ./src/text/words.ts
var words = __webpack_require__(1670);
// EXTERNAL MODULE: ./src/api/runtime-records.ts
var runtime_records = __webpack_require__(3003);
;// CONCATENATED MODULE: ./src/verify/shape.ts
// A runtime log line's shape: the line with what changes from one occurrence to the next masked,
// so that the same error seen before the deploy and after it is recognised as the same. In order:
// quoted strings, timestamps, UUIDs, hex ids, then numbers; runs of spaces become one. docs/verify.md
// states the rule from this file.
/** The longest part of a line a shape is made of: a longer line's tail does not tell errors apart. */
const SHAPE_CHARS = 500;
/** Each mask, in the order applied, with what it stands for. */
const SHAPE_MASKS = [
    {
        mask: '"…"',
        what: 'a quoted string ("...", \'...\' or `...`, on one line, up to 200 characters)',
        pattern: /"[^"\n]{0,200}"|'[^'\n]{0,200}'|`[^`\n]{0,200}`/g
    },
    {
        mask: '<time>',
        what: 'a date or time (2026-11-27, 10:04:12.345, 2026-11-27T10:04:12Z, with its zone)',
        pattern: /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\b\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g
    },
    {
        mask: '<uuid>',
        what: 'a UUID',
        pattern: /\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b/g
    },
    {
        mask: '<hex>',
        what: 'a hex id: 0x and hex digits, or 8 or more hex digits holding a digit and a letter',
        pattern: /\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-fA-F]*\d)(?=[0-9a-fA-F]*[a-fA-F])[0-9a-fA-F]{8,}\b/g
    },
    { mask: '<n>', what: 'a number (digits, with a decimal part)', pattern: /\d+(?:\.\d+)?/g }
];
/** The line's shape: its first SHAPE_CHARS characters with every SHAPE_MASKS mask applied. */
function lineShape(line) {
    let shape = line.slice(0, SHAPE_CHARS);
    for (const { mask, pattern } of SHAPE_MASKS)
        shape = shape.replace(pattern, mask);
    return shape.replace(/\s+/g, ' ').trim();
}

// EXTERNAL MODULE: ./src/text/visible-text.ts
var visible_text = __webpack_require__(2909);
// EXTERNAL MODULE: ./src/verify/signatures.ts
var signatures = __webpack_require__(3126);
;// CONCATENATED MODULE: ./src/verify/runtime-tail.ts




// The window's reader of the runtime log: where it stands when the window starts (the newest
// line's id), then every line after it, page by page, with the `after` cursor (the live-tail
// path: the spec says a malformed time filter is ignored rather than refused, so time is never
// the cursor). Memory stays flat however much the service writes: a page at a time.
/** Lines asked for per page of the tail. */
const TAIL_PAGE_LINES = 1000;
/** Pages read per check at the most; the rest is read at the next check. */
const TAIL_MAX_PAGES = 25;
/** The runtime log's records carry no id the `after` cursor could take: the log cannot be followed. */
class NoLogIds extends errors/* UserFacingError */.Ui {
    constructor() {
        super("the runtime log's records carry no id (the log id `after` takes), so its new lines cannot be told from the old ones");
    }
}
/** The newest line's id now, or undefined when the log is empty; NoLogIds when its records carry none. */
async function newestLogId(client, serviceId, signal) {
    const newest = (0,runtime_records/* runtimeRecords */.L)(await client.serviceLogPage(serviceId, { limit: 1 }, signal)).at(-1);
    if (newest !== undefined && newest.id === undefined)
        throw new NoLogIds();
    return newest?.id;
}
/**
 * One check's read: each line after `cursor` handed to `each` in order, until `each` answers
 * false (the read stops after that line); the new cursor, and whether lines were left for the
 * next read (TAIL_MAX_PAGES full pages). NoLogIds when a page's records carry no id.
 */
async function readTail(client, serviceId, cursor, signal, each) {
    let at = cursor;
    for (let page = 0; page < TAIL_MAX_PAGES; page++) {
        const records = (0,runtime_records/* runtimeRecords */.L)(await client.serviceLogPage(serviceId, { after: at, limit: TAIL_PAGE_LINES }, signal));
        if (records.length > 0 && records.every(record => record.id === undefined))
            throw new NoLogIds();
        let moved = false;
        for (const record of records) {
            // A record without an id, or one not after the cursor, is not a new line.
            if (record.id === undefined || record.id <= at)
                continue;
            at = record.id;
            moved = true;
            if (!each(record))
                return { cursor: at, more: false };
        }
        if (!moved || records.length < TAIL_PAGE_LINES)
            return { cursor: at, more: false };
    }
    return { cursor: at, more: true };
}
/** The text a pattern sees: without colour or other escape sequences, its first MATCH_CHARS. */
function plainForMatch(text) {
    const head = text.length > signatures/* MATCH_CHARS */.a ? text.slice(0, signatures/* MATCH_CHARS */.a) : text;
    return head.includes('\x1b') ? head.replace(visible_text/* ANSI */.mh, '') : head;
}

;// CONCATENATED MODULE: ./src/verify/baseline.ts



// The baseline: the runtime log of the BASELINE_MS before the deploy, read once before anything
// is queued. It is the version being replaced; each line that marks a failure there is counted
// by its shape, so that in the window an error that was already there is "known" and judged by
// how often it comes, not failed at once.
/** How far a time the service sends may lie past its own `now` and still be believed. */
const CLOCK_SLACK_MS = 60_000;
/** How far back the baseline reads. */
const BASELINE_MS = 15 * 60_000;
/** Lines asked for per page. */
const BASELINE_PAGE_LINES = 1000;
/** Pages read at the most (paged back with `before` only when a page comes full). */
const BASELINE_MAX_PAGES = 10;
/** Distinct shapes kept: a baseline of more shapes is cut there (each further one counts as new). */
const BASELINE_MAX_SHAPES = 1000;
/** Reads and counts the baseline; throws what the client throws (the caller says "no baseline" once). */
async function readBaseline({ client, serviceId, patterns, now, liveSince, signal }) {
    // Since the replaced version went live, within BASELINE_MS. `now` comes of a Date header (whole
    // seconds): a live time just after it is the clock's, one far beyond it says nothing.
    const since = liveSince !== undefined && liveSince <= now + CLOCK_SLACK_MS ? liveSince : undefined;
    const from = Math.max(now - BASELINE_MS, since ?? 0);
    const span = Math.max(60_000, now - from);
    const shapes = new Map();
    let before;
    let oldest;
    for (let page = 0; page < BASELINE_MAX_PAGES; page++) {
        const answer = await client.serviceLogPage(serviceId, { since: new Date(from).toISOString(), limit: BASELINE_PAGE_LINES, ...(before === undefined ? {} : { before }) }, signal);
        const records = (0,runtime_records/* runtimeRecords */.L)(answer);
        // A service that ignores `since` sends older lines too: they are not the baseline.
        const inside = records.filter(record => record.at === undefined || record.at >= from);
        count(inside, patterns, shapes);
        oldest = earliest(inside, oldest);
        const first = records[0];
        const full = records.length >= BASELINE_PAGE_LINES && inside.length === records.length;
        if (!full || first?.id === undefined)
            return { shapes, spanMs: span };
        before = first.id;
    }
    // Cut short by the page bound: the counts cover only the time the lines read span.
    return { shapes, spanMs: oldest === undefined ? span : Math.max(60_000, now - oldest) };
}
function count(records, patterns, shapes) {
    for (const record of records) {
        if (patterns.match(plainForMatch(record.text)) === undefined)
            continue;
        const shape = lineShape(plainForMatch(record.text));
        const seen = shapes.get(shape);
        if (seen !== undefined)
            shapes.set(shape, seen + 1);
        else if (shapes.size < BASELINE_MAX_SHAPES)
            shapes.set(shape, 1);
    }
}
function earliest(records, oldest) {
    let found = oldest;
    for (const { at } of records)
        if (at !== undefined && (found === undefined || at < found))
            found = at;
    return found;
}

;// CONCATENATED MODULE: ./src/verify/judge.ts


// The verification window's verdict, a pure function of what it measured: each health probe that
// failed, each runtime log line that matched (known from the baseline or new), and what the
// deployment list showed. The window (window.ts) takes the measurements; this file judges them,
// so every rule is tested with plain data (compare Argo Rollouts' AnalysisRun: measurements
// apart from the decision).
/** More failed health probes than this fail the window: a blip is tolerated, a service that is down is not. */
const FAILED_PROBES_TOLERATED = 2;
/** The last checks failing in a row as the window ends fail it (fewer when it had fewer): it is down. */
const LAST_FAILED_TO_FAIL = 2;
/** A known error fails the window when it comes at least this many times as often per minute as before... */
const KNOWN_RATE_FACTOR = 3;
/** ...and at least this many times in the window. */
const KNOWN_MIN_COUNT = 5;
/** The verdict so far; `baseline` undefined: none could be read (every match is then new). */
function judge(measured, baseline, limits) {
    if (measured.newer !== undefined) {
        // A crash read before the newer one went live was ours: it broke first. After, the log is the newer one's.
        const { newerAtMs } = measured;
        const before = newerAtMs === undefined ? undefined : measured.matches.find(m => !m.known && m.atMs < newerAtMs);
        if (before)
            return crashed(before);
        return { state: 'superseded', newer: measured.newer, ...(newerAtMs === undefined ? {} : { atMs: newerAtMs }) };
    }
    const now = measured.startedAtMs + measured.elapsedMs;
    if (measured.leftLive !== undefined)
        return failed(now, `its deployment left the live state (status "${(0,remote_text/* messageExcerpt */.JA)(measured.leftLive, 60)}")`, 'state');
    if (measured.failedProbes.length > FAILED_PROBES_TOLERATED) {
        const last = measured.failedProbes.at(-1);
        return failed(last.atMs, `${measured.failedProbes.length} of ${measured.probes} health checks failed (${last.problem})`, 'health');
    }
    // Down as the window ends: its last checks (or its only one) failed; a blip before is tolerated.
    const ending = measured.elapsedMs >= limits.forMs;
    if (ending && measured.failedInARow > 0 && measured.failedInARow >= Math.min(LAST_FAILED_TO_FAIL, measured.probes)) {
        const last = measured.failedProbes.at(-1);
        return failed(last.atMs, `its last ${measured.failedInARow === 1 ? 'health check' : `${measured.failedInARow} health checks`} failed as the window ended (${last.problem})`, 'health');
    }
    const crash = measured.matches.find(match => !match.known);
    if (crash)
        return crashed(crash);
    const noisy = tooFrequent(measured, baseline, limits);
    if (noisy)
        return failed(now, noisy, 'log');
    if (ending)
        return { state: 'passed' };
    return { state: 'watching' };
}
function crashed(crash) {
    return failed(crash.atMs, `a crash in its runtime log: \`${(0,remote_text/* lineForAnnotation */.J1)(crash.line, 200)}\``, 'log');
}
function failed(atMs, why, cause) {
    return { state: 'failed', atMs, cause, reason: `broke ${(0,duration/* formatDuration */.a3)(atMs)} after going live: ${why}` };
}
/**
 * A known error far more frequent than before: at least KNOWN_MIN_COUNT times, and at least
 * KNOWN_RATE_FACTOR times its rate per minute in the baseline. The window's rate counts at
 * least one interval, so a first read's burst is not a rate over no time.
 */
function tooFrequent(measured, baseline, limits) {
    if (baseline === undefined)
        return undefined;
    const windowMinutes = Math.max(measured.elapsedMs, limits.intervalMs) / 60_000;
    const baselineMinutes = Math.max(baseline.spanMs, 60_000) / 60_000;
    for (const [shape, count] of measured.matchesByShape) {
        const before = baseline.shapes.get(shape);
        if (before === undefined || count < KNOWN_MIN_COUNT)
            continue;
        const rate = count / windowMinutes;
        const rateBefore = before / baselineMinutes;
        if (rate < KNOWN_RATE_FACTOR * rateBefore)
            continue;
        const example = measured.matches.find(match => match.shape === shape);
        return `an error it already had came ${count} times in ${(0,duration/* formatDuration */.a3)(measured.elapsedMs)} (${perMinute(rate)} a minute, ${perMinute(rateBefore)} before the deploy): \`${(0,remote_text/* lineForAnnotation */.J1)(example?.line ?? shape, 200)}\``;
    }
    return undefined;
}
function perMinute(rate) {
    return rate >= 10 ? String(Math.round(rate)) : rate.toFixed(1);
}

;// CONCATENATED MODULE: ./src/verify/window.ts













// The verification window: after the deployment went live and its health check first passed,
// every interval it probes the health check once, reads the runtime log's new lines and, every
// LIST_EVERY-th interval (and once more before it fails), the deployment list; it stops at the
// first verdict judge.ts gives, or when its time is up. It waits between checks (the clock and
// the sleep are injected): it never spins.
/** The deployment list is read every this many checks, at the last one, and before a failure. */
const LIST_EVERY = 4;
/** Matched lines kept whole for the result (every match is counted). */
const MAX_KEPT_MATCHES = 20;
/** The longest matched line printed or kept. */
const MATCH_LINE_CHARS = 1000;
/** A line saying how the window goes, at most this often (a CI that kills a silent job sees it alive). */
const PROGRESS_EVERY_MS = 30_000;
/** A read in the window waits at most this long, or one interval when that is longer (never OPTIONAL_READ_MS more). */
const MIN_READ_MS = 5000;
/** Watches until a verdict or the end of the window. */
async function runWindow(options) {
    const window = new VerifyWindow(options);
    return window.run();
}
class VerifyWindow {
    #o;
    #now;
    #sleep;
    #startedAt = 0;
    #cursor;
    #previousLine;
    #runtimeLines = 0;
    #printedKnown = 0;
    #logMissing;
    #lastProgress = 0;
    #failedProbes = [];
    #probes = 0;
    /** Health checks that failed since the last one that passed. */
    #failedInARow = 0;
    /** A matched line waiting for the line after it (a secret cut across the two is redacted in both). */
    #pending;
    /** The line before the previous one, for the context of a match. */
    #earlierLine;
    /** A new crash shape was read: the rest of the log is not read (the window fails on it). */
    #crashed = false;
    /** Whether the deployment list could not be read, said once. */
    #listUnreadable = false;
    #listReads = 0;
    #warnedKnownCrash = false;
    #matches = [];
    #byShape = new Map();
    /** The last read left lines for the next (the log grew faster than a check reads). */
    #behind = false;
    #newer;
    /** When the newer deployment went live, since ours did (both in the list's times), when the list said. */
    #newerAtMs;
    #leftLive;
    constructor(options) {
        this.#o = options;
        this.#now = options.now ?? Date.now;
        this.#sleep = options.sleep ?? core_deadline/* sleep */.yy;
        if (!options.patterns)
            this.#logMissing = 'the API key lacks logs: read';
    }
    async run() {
        const { settings, log } = this.#o;
        this.#startedAt = this.#now();
        log.event({ type: 'verify', stage: 'start', forMs: settings.forMs, intervalMs: settings.intervalMs });
        await this.#findCursor();
        let verdict = { state: 'stopped' };
        for (let check = 1;; check++) {
            const due = Math.min(check * settings.intervalMs, settings.forMs);
            if (!(await this.#waitUntil(due)))
                break;
            const last = due >= settings.forMs;
            // At once: a slow runtime log read must not hold back the health check.
            const [, , listed] = await Promise.all([
                this.#probe(),
                this.#readLog(),
                check % LIST_EVERY === 0 || last ? this.#readList() : false
            ]);
            let judged = judge(this.#measured(), this.#o.baseline, settings);
            // Before failing, the list once more: a newer deployment (someone else's) explains a break.
            if (judged.state === 'failed' && !listed) {
                await this.#readList();
                judged = judge(this.#measured(), this.#o.baseline, settings);
            }
            if (judged.state !== 'watching') {
                verdict = judged;
                break;
            }
            this.#progress(last);
            if (last) {
                verdict = { state: 'passed' };
                break;
            }
        }
        if (verdict.state === 'passed' && this.#behind)
            log.warning(`The runtime log of ${this.#o.serviceId} grew faster than the verification window reads it (${(TAIL_MAX_PAGES * TAIL_PAGE_LINES).toLocaleString('en-US')} lines a check): its newest lines, written as the window ended, were not judged.`, 'Runtime log not read to its end');
        log.event({
            type: 'verify',
            stage: 'end',
            result: verdict.state === 'stopped' ? 'skipped' : verdict.state,
            ...(verdict.state === 'failed' ? { reason: `${this.#o.serviceId} ${verdict.reason}` } : {})
        });
        return {
            verdict,
            measured: this.#measured(),
            runtimeLines: this.#runtimeLines,
            logMissing: this.#logMissing,
            listReads: this.#listReads
        };
    }
    /** Waits until `due` ms into the window; false when stopped from outside. */
    async #waitUntil(due) {
        const { signal, stop } = this.#o;
        const left = this.#startedAt + due - this.#now();
        const both = stop ? AbortSignal.any([signal, stop]) : signal;
        try {
            if (left > 0)
                await this.#sleep(left, both);
        }
        catch (error) {
            if (signal.aborted)
                throw error;
        }
        if (signal.aborted)
            throw signal.reason;
        return !stop?.aborted;
    }
    #elapsed() {
        return this.#now() - this.#startedAt;
    }
    /** Since going live. */
    #sinceLive() {
        return this.#o.startedAtMs + this.#elapsed();
    }
    #measured() {
        return {
            elapsedMs: this.#elapsed(),
            startedAtMs: this.#o.startedAtMs,
            probes: this.#probes,
            failedProbes: this.#failedProbes,
            failedInARow: this.#failedInARow,
            matches: this.#matches,
            matchesByShape: this.#byShape,
            newer: this.#newer,
            newerAtMs: this.#newerAtMs,
            leftLive: this.#leftLive
        };
    }
    #readBoundMs() {
        return Math.min(hosting_api/* OPTIONAL_READ_MS */.F, Math.max(MIN_READ_MS, this.#o.settings.intervalMs));
    }
    /** An optional read's signal: the run's, and a bound of its own (an interval, at least MIN_READ_MS) so one slow read cannot eat the window. */
    #readSignal() {
        return AbortSignal.any([this.#o.signal, AbortSignal.timeout(this.#readBoundMs())]);
    }
    async #probe() {
        const { health, signal, log } = this.#o;
        if (!health)
            return;
        const outcome = await health.check(signal);
        this.#probes++;
        if (outcome.healthy) {
            this.#failedInARow = 0;
            return;
        }
        this.#failedInARow++;
        const failure = { atMs: this.#sinceLive(), problem: outcome.line };
        this.#failedProbes.push(failure);
        log.info(`Health check ${this.#probes} failed: ${outcome.line}.`);
        log.event({ type: 'verify', stage: 'probe-failed', atMs: failure.atMs, problem: outcome.line });
    }
    /** Where the runtime log stands as the window starts: its lines from then on are the new version's. */
    async #findCursor() {
        const { patterns, client, serviceId } = this.#o;
        if (!patterns)
            return;
        try {
            this.#cursor = (await newestLogId(client, serviceId, this.#readSignal())) ?? 0;
        }
        catch (error) {
            this.#unreadable(error);
        }
    }
    async #readLog() {
        const { patterns, client, serviceId } = this.#o;
        if (!patterns)
            return;
        if (this.#cursor === undefined)
            return this.#findCursor();
        if (this.#crashed)
            return;
        try {
            const read = await readTail(client, serviceId, this.#cursor, this.#readSignal(), record => this.#line(record, patterns));
            this.#cursor = read.cursor;
            this.#behind = read.more;
        }
        catch (error) {
            this.#unreadable(error);
        }
        finally {
            // The read is over: a match still waiting for its next line is settled without it.
            this.#settle(undefined);
        }
    }
    /** The runtime log could not be read: said once; the window goes on with what it can see. */
    #unreadable(error) {
        if (this.#o.signal.aborted)
            throw error;
        if (this.#logMissing !== undefined)
            return;
        this.#logMissing = (0,core_deadline/* isTimeUp */.dC)(error)
            ? `the runtime log did not answer within ${(0,duration/* formatDuration */.a3)(this.#readBoundMs())} (the service may be rate limiting)`
            : (0,words/* withoutPeriod */.Kx)((0,error_text/* describeError */.U)('Reading the runtime log', error));
        this.#o.log.warning(`${(0,words/* capitalized */.l2)(this.#logMissing)}. The verification window goes on with the health check and the deployment list, and reads the log again at each check.`, 'Runtime log unreadable');
    }
    /** One line of the runtime log; false once a new crash was read (the read stops there). */
    #line(record, patterns) {
        this.#runtimeLines++;
        this.#settle(record.text);
        const before = this.#previousLine;
        const earlier = this.#earlierLine;
        this.#earlierLine = before;
        this.#previousLine = record.text;
        if (this.#crashed)
            return false;
        const plain = plainForMatch(record.text);
        const matched = patterns.match(plain);
        if (!matched)
            return true;
        const shape = lineShape(plain);
        const known = this.#o.baseline?.shapes.has(shape) ?? false;
        this.#byShape.set(shape, (this.#byShape.get(shape) ?? 0) + 1);
        this.#pending = {
            text: record.text,
            before,
            earlier,
            shape,
            known,
            by: matched.by,
            builtIn: matched.builtIn,
            atMs: this.#sinceLive()
        };
        // A new crash fails the window: the line after it is read (a secret cut across them), no more.
        if (!known)
            this.#crashed = true;
        return true;
    }
    /**
     * The waiting match, now that the line after it is known (undefined: the read ended): a secret
     * cut across any two of the lines around it is redacted in both, and one whose rest is unseen
     * is cut off its end; then it is kept and printed.
     */
    #settle(next) {
        const pending = this.#pending;
        if (!pending)
            return;
        this.#pending = undefined;
        const lines = [pending.earlier, pending.before, pending.text, next].map(text => ({ text: text ?? '' }));
        (0,secrets/* redactCutSecrets */.VG)(lines);
        const text = next === undefined ? (0,secrets/* trimPartialSecret */.ky)(lines[2]?.text ?? '') : (lines[2]?.text ?? '');
        const match = {
            atMs: pending.atMs,
            line: (0,remote_text/* lineForAnnotation */.J1)(text, MATCH_LINE_CHARS),
            before: pending.before === undefined ? undefined : (0,remote_text/* lineForAnnotation */.J1)(lines[1]?.text ?? '', MATCH_LINE_CHARS),
            shape: pending.shape,
            known: pending.known,
            by: pending.by
        };
        // Every new one is kept (the window fails at the first); known ones up to the bound.
        if (!match.known || this.#matches.length < MAX_KEPT_MATCHES)
            this.#matches.push(match);
        this.#print(match, pending.builtIn);
    }
    #print(match, builtIn) {
        const { log } = this.#o;
        log.event({ type: 'verify', stage: 'match', atMs: match.atMs, line: match.line, known: match.known });
        if (match.known && ++this.#printedKnown > MAX_KEPT_MATCHES)
            return;
        const what = builtIn ? (0,remote_text/* messageExcerpt */.JA)(match.by, 80) : `fail-on-log ${(0,remote_text/* messageExcerpt */.JA)(match.by, 80)}`;
        log.info(`Runtime log ${(0,duration/* formatDuration */.a3)(match.atMs)} after going live, ${match.known ? 'an error it already had' : 'new'} (${what}):`);
        if (match.before !== undefined)
            log.info(`    ${match.before}`);
        log.info(`  > ${match.line}`);
        // A crash the replaced version had too passes, as the baseline had it: said plainly all the same.
        if (match.known && builtIn && !this.#warnedKnownCrash) {
            this.#warnedKnownCrash = true;
            log.warning(`${this.#o.serviceId} crashed in its verification window as the version it replaced did (${(0,remote_text/* messageExcerpt */.JA)(match.by, 80)}): a crash the service already had does not fail the window unless it comes at least 3 times as often, but the service is not healthy.`, 'A crash it already had');
        }
    }
    /**
     * The list's newest page: a newer deployment that went live (one still building, or one that
     * failed, replaces nothing), or ours no longer live (replaced, when a newer one is there).
     * True once read.
     */
    async #readList() {
        const { client, serviceId, deploymentId } = this.#o;
        const newer = [];
        try {
            for await (const record of (0,deployment_list/* deploymentsOf */.o)(client, serviceId, { maxPages: 1, signal: this.#readSignal() })) {
                if (record.id !== deploymentId) {
                    newer.push(record);
                    continue;
                }
                this.#listReads++;
                const live = newer.find(other => other.status !== undefined && isLive(other.status));
                const left = record.status !== undefined && leftLive(record.status) ? record.status : undefined;
                // Ours left live as a newer one came: replaced (deactivated, superseded), not broken.
                const replacedBy = live ?? (left !== undefined && isCancelled(left) ? newer[0] : undefined);
                if (replacedBy?.id !== undefined) {
                    this.#newer = (0,identifiers/* deploymentIdFrom */.zg)(replacedBy.id, 'the deployment list');
                    const at = replacedBy.finishedAt ?? replacedBy.createdAt;
                    const ours = record.finishedAt ?? record.createdAt;
                    if (at !== undefined && ours !== undefined)
                        this.#newerAtMs = Math.max(0, at - ours);
                }
                else if (left !== undefined)
                    this.#leftLive = left;
                return true;
            }
            // Not on the newest page: so many deployments came after it that it was replaced.
            const newest = newer[0]?.id;
            if (newest !== undefined)
                this.#newer = (0,identifiers/* deploymentIdFrom */.zg)(newest, 'the deployment list');
            this.#listReads++;
            return true;
        }
        catch (error) {
            if (this.#o.signal.aborted)
                throw error;
            if (!this.#listUnreadable)
                this.#o.log.warning(`${(0,core_deadline/* isTimeUp */.dC)(error) ? `The deployment list did not answer within ${(0,duration/* formatDuration */.a3)(this.#readBoundMs())} (the service may be rate limiting)` : (0,words/* capitalized */.l2)((0,words/* withoutPeriod */.Kx)((0,error_text/* describeError */.U)('Reading the deployment list', error)))}. The verification window cannot see a newer deployment, or its own leaving the live state, until it reads the list again.`, 'Deployment list unreadable');
            this.#listUnreadable = true;
            return false;
        }
    }
    #progress(last) {
        const elapsed = this.#elapsed();
        if (last || elapsed - this.#lastProgress < PROGRESS_EVERY_MS)
            return;
        this.#lastProgress = elapsed;
        this.#o.log.info(`Verifying… ${(0,duration/* formatDuration */.a3)(elapsed)} of ${(0,duration/* formatDuration */.a3)(this.#o.settings.forMs)}: ${this.summary()}`);
    }
    /** "6 health checks passed, 1,203 runtime lines, no crash". */
    summary() {
        const parts = [];
        if (this.#o.health)
            parts.push(`${(0,words/* counted */.hS)(this.#probes - this.#failedProbes.length, 'health check')} passed`);
        if (this.#logMissing === undefined) {
            parts.push((0,words/* counted */.hS)(this.#runtimeLines, 'runtime line'));
            const matched = [...this.#byShape.values()].reduce((a, b) => a + b, 0);
            parts.push(matched === 0 ? 'no crash' : `${(0,words/* counted */.hS)(matched, 'line')} of errors it already had`);
        }
        if (parts.length === 0)
            parts.push('the deployment list only');
        return parts.join(', ');
    }
}
/** The class of a state the list knows; undefined for a word it does not know (which proves nothing). */
function knownClass(status) {
    const state = (0,states/* classifyState */.ai)(status);
    return state.known ? state.class : undefined;
}
/** A state the list knows as live. */
function isLive(status) {
    return knownClass(status) === 'success';
}
/** A state the list knows as ended by someone (deactivated, superseded, cancelled), not broken. */
function isCancelled(status) {
    return knownClass(status) === 'cancelled';
}
/** A state the list knows that is no longer live. */
function leftLive(status) {
    const known = knownClass(status);
    return known !== undefined && known !== 'success';
}

;// CONCATENATED MODULE: ./src/steps/verify.ts













// The verification window as steps of the story: the baseline read before anything is queued,
// and the window itself once the deployment is live and its health check passed. The window's
// verdict becomes the run's failure (unhealthy, or cancelled when a newer deployment replaced
// it), and its report the result's `verify`.
/** The window's time comes on top of `timeout`; this much more lets its last reads finish. */
const VERIFY_GRACE_MS = 30_000;
/**
 * Only with a window and a key that may read logs: the runtime log of the version being replaced
 * (since it went live, within BASELINE_MS), said once if unreadable. A 404 is the service's: the
 * run ends there, as the deploy would.
 */
async function readTheBaseline(run, config, key) {
    const { verify } = config;
    if (!verify || !key.canReadLogs)
        return;
    run.found.baseline = await run.phase('Reading the runtime log before the deploy', async () => {
        const signal = AbortSignal.any([run.deadline.signal, AbortSignal.timeout(hosting_api/* OPTIONAL_READ_MS */.F)]);
        try {
            const replaced = await replacedVersion(run, config.serviceId, signal);
            const baseline = await readBaseline({
                client: run.client,
                serviceId: config.serviceId,
                patterns: await logPatterns(verify),
                now: run.client.serverNow() ?? Date.now(),
                liveSince: replaced?.liveSince,
                signal
            });
            const errors = [...baseline.shapes.values()].reduce((a, b) => a + b, 0);
            const span = `the ${(0,duration/* formatDuration */.a3)(baseline.spanMs)} before the deploy`;
            run.host.info(errors === 0
                ? `No crash or error pattern in the runtime log of ${span}.`
                : `The runtime log of ${span} holds ${(0,words/* counted */.hS)(errors, 'matching line')} of ${(0,words/* counted */.hS)(baseline.shapes.size, 'kind')}: the verification window counts these as known.`);
            return { ...baseline, ...(replaced?.commitSha === undefined ? {} : { commitSha: replaced.commitSha }) };
        }
        catch (error) {
            if (run.deadline.reason)
                throw error;
            // No such service: said as this phase's, as the queue's would be without a window.
            if (error instanceof api_errors/* ApiError */.hD && error.status === 404)
                throw new api_errors/* ApiError */.hD(error.message.replace(/^[^:]* failed: /, 'Reading the runtime log before the deploy failed: '), 404, error.serverMessage, error.next);
            const why = (0,core_deadline/* isTimeUp */.dC)(error)
                ? `The runtime log did not answer within ${hosting_api/* OPTIONAL_READ_MS */.F / 1000} s (the service may be rate limiting)`
                : (0,words/* withoutPeriod */.Kx)((0,error_text/* describeError */.U)('Reading the runtime log before the deploy', error));
            run.host.warning(`${why}. No baseline: in the verification window, every matching line counts as new.`, 'No runtime log baseline');
            return null;
        }
    });
}
/**
 * When the version being replaced went live (the newest deployment of the list that did): the
 * baseline starts there, so that the lines of an earlier attempt (one that crashed, then rolled
 * back) are not counted as the replaced version's. Undefined when the list does not say.
 */
async function replacedVersion(run, serviceId, signal) {
    try {
        for await (const record of (0,deployment_list/* deploymentsOf */.o)(run.client, serviceId, { maxPages: 1, signal })) {
            const state = record.status === undefined ? undefined : (0,states/* classifyState */.ai)(record.status);
            if (state?.known && state.class === 'success')
                return {
                    liveSince: record.finishedAt ?? record.createdAt,
                    commitSha: (0,identifiers/* isCommitSha */._$)(record.commitSha) ? record.commitSha : undefined
                };
        }
    }
    catch (error) {
        if (run.deadline.reason || (error instanceof api_errors/* ApiError */.hD && error.status === 404))
            throw error;
    }
    return undefined;
}
/** Only with a window, once the deployment is live and healthy: watched, its verdict the run's. */
async function verifyTheDeployment(run, config, deploymentId, target, key, 
/** Ends the window early without a verdict (an app's other service failed its window). */
stop) {
    const { verify } = config;
    if (!verify || run.found.failure || run.found.watched?.outcome !== 'success')
        return;
    // Live and healthy: a larger run (an app) starts what needs this service now, not after the window.
    run.verdict(true);
    run.deadline.extend(verify.forMs + VERIFY_GRACE_MS);
    const startedAtMs = Math.max(0, Date.now() - (run.found.liveAt ?? Date.now()));
    const baseline = baselineFor(run, run.found.watched.commitSha);
    const health = target && config.healthCheck ? healthProber(target, config.healthCheck.expect) : undefined;
    const outcome = await run.phase(`Verifying for ${(0,duration/* formatDuration */.a3)(verify.forMs)}`, async () => {
        try {
            return await runWindow({
                client: run.client,
                serviceId: config.serviceId,
                deploymentId,
                settings: verify,
                patterns: key.canReadLogs ? await logPatterns(verify) : undefined,
                baseline,
                health,
                startedAtMs,
                signal: run.deadline.signal,
                ...(stop ? { stop } : {}),
                log: run.host
            });
        }
        finally {
            await health?.close();
        }
    });
    const report = reportOf(outcome, verify, config.serviceId);
    run.found.verify = report;
    const { verdict } = outcome;
    const broken = healthAfter(outcome);
    if (broken)
        run.found.health = broken;
    if (report.result === 'skipped' && verdict.state === 'passed')
        run.host.warning(report.reason, 'Not verified');
    else
        run.host.info(report.reason);
    run.found.failure = verdictFailure(run, outcome, config, deploymentId, report);
}
/**
 * The health a broken window leaves: unhealthy when it broke on its health check, or broke
 * otherwise (a crash, its state) with its last checks failing; undefined: the health stands.
 */
function healthAfter({ verdict, measured }) {
    if (verdict.state !== 'failed')
        return undefined;
    if (verdict.cause !== 'health' && measured.failedInARow === 0)
        return undefined;
    return { health: 'unhealthy', problem: measured.failedProbes.at(-1)?.problem ?? 'no answer' };
}
/**
 * The baseline, unless the version it read is this same commit (a job run again after its window
 * failed, with nothing rolled back): that version's errors are this one's own, not known ones.
 */
function baselineFor(run, commitSha) {
    const baseline = run.found.baseline ?? undefined;
    if (baseline?.commitSha === undefined || commitSha === undefined || baseline.commitSha !== commitSha)
        return baseline;
    if (baseline.shapes.size > 0)
        run.host.info(`The version it replaces is this same commit (${commitSha.slice(0, 7)}): the errors of its runtime log are this version's own, so none counts as known.`);
    return undefined;
}
/** The window's patterns, compiled: the RE2 engine is loaded only for a run with a window. */
async function logPatterns(verify) {
    const { compileLogPatterns } = await Promise.all(/* import() | patterns */[__webpack_require__.e(856), __webpack_require__.e(322)]).then(__webpack_require__.bind(__webpack_require__, 8254));
    return compileLogPatterns(verify);
}
/** The report of a window as the result's `verify` holds it. */
function reportOf(outcome, verify, serviceId) {
    const { verdict, measured, runtimeLines, logMissing, listReads } = outcome;
    // Passed with nothing seen (no health check, the log and the list unanswered): not verified.
    const blind = verdict.state === 'passed' && measured.probes === 0 && logMissing !== undefined && listReads === 0;
    const result = verdict.state === 'stopped' || blind ? 'skipped' : verdict.state;
    const seen = [
        measured.probes > 0
            ? `${(0,words/* counted */.hS)(measured.probes, 'health check')} (${measured.failedProbes.length} failed)`
            : undefined,
        logMissing === undefined ? (0,words/* counted */.hS)(runtimeLines, 'runtime line') : `no runtime log (${logMissing})`,
        logMissing !== undefined
            ? undefined
            : knownLines(measured.matchesByShape) === 0
                ? 'no crash'
                : `${(0,words/* counted */.hS)(knownLines(measured.matchesByShape), 'line')} of errors it already had`,
        measured.probes === 0 && logMissing !== undefined
            ? listReads > 0
                ? 'nothing but the deployment list watched'
                : 'no deployment list either'
            : listReads === 0
                ? 'the deployment list unread'
                : undefined
    ]
        .filter(part => part !== undefined)
        .join(', ');
    const reason = verdict.state === 'failed'
        ? `${serviceId} ${verdict.reason}`
        : verdict.state === 'superseded'
            ? `A newer deployment, ${verdict.newer}, replaced it ${(0,duration/* formatDuration */.a3)(verdict.atMs ?? measured.startedAtMs + measured.elapsedMs)} after it went live: the verification window ended there.`
            : verdict.state === 'stopped'
                ? `The verification window was ended after ${(0,duration/* formatDuration */.a3)(measured.elapsedMs)}: another service of the app failed first (${seen}).`
                : blind
                    ? `Not verified: in ${(0,duration/* formatDuration */.a3)(verify.forMs)} the verification window had no health check to probe and could read neither the runtime log nor the deployment list; ${logMissing}. The deployment is live, and nothing judged it.`
                    : `Verified for ${(0,duration/* formatDuration */.a3)(verify.forMs)}: ${seen}.`;
    return {
        result,
        forMs: Math.round(measured.elapsedMs),
        probes: measured.probes,
        failedProbes: measured.failedProbes.length,
        runtimeLines,
        matches: measured.matches.slice(0, 20).map(({ line, atMs, known }) => ({ line, atMs: Math.round(atMs), known })),
        reason
    };
}
/** The matched lines counted, every shape (when the window passed, all of them known ones). */
function knownLines(byShape) {
    return [...byShape.values()].reduce((sum, count) => sum + count, 0);
}
/** A failed window fails the run as unhealthy; a newer deployment ends it as superseded, which fails only with superseded: fail. */
function verdictFailure(run, { verdict }, config, deploymentId, report) {
    if (verdict.state === 'superseded') {
        const replaced = `Deployment ${deploymentId} was live; ${report.reason.charAt(0).toLowerCase()}${report.reason.slice(1)}`;
        if (config.superseded === 'pass') {
            run.host.notice(`${replaced} Passing, as ${(0,vocabulary/* choice */.Yq)('superseded', 'pass')} asks; it is not rolled back.`, 'Deployment superseded');
            return undefined;
        }
        const message = `${replaced} A superseded deployment is never rolled back: that would undo the newer one.`;
        const next = `set ${(0,vocabulary/* choice */.Yq)('superseded', 'pass')} to let a deployment replaced during its verification window pass.`;
        return {
            message,
            title: 'Deployment superseded',
            next,
            annotation: `${message} Next: ${next}`,
            result: 'cancelled',
            kind: 'cancelled'
        };
    }
    if (verdict.state !== 'failed')
        return undefined;
    const message = `${report.reason} (deployment ${deploymentId}).`;
    const next = `read the lines the verification window printed ${(0,vocabulary/* phrase */.MZ)('logPlace')} and the application's runtime log ${(0,vocabulary/* phrase */.MZ)('runtimeLogPlace')}; ${(0,vocabulary/* setting */.Pe)('verifyFor')} sets how long a deployment must stay good.`;
    return {
        message,
        title: 'Deployment broke after going live',
        next,
        annotation: `${message} Next: ${next}`,
        result: 'unhealthy',
        kind: 'unhealthy'
    };
}

// EXTERNAL MODULE: ./src/steps/rollback.ts
var rollback = __webpack_require__(6691);
;// CONCATENATED MODULE: ./src/steps/superseded.ts



// "Superseded": a deployment that ended cancelled while the list shows a newer deployment of
// the service (the list is newest first, so a newer one is listed before it).
/** Pages read to find the deployment; past them it cannot be told. */
const MAX_PAGES = 20;
/** The id of the newest deployment listed before `deploymentId`, or undefined (none, or unreadable). */
async function supersededBy(client, serviceId, deploymentId) {
    let newest;
    let index = 0;
    try {
        const signal = AbortSignal.timeout(hosting_api/* OPTIONAL_READ_MS */.F);
        for await (const { id } of (0,deployment_list/* deploymentsOf */.o)(client, serviceId, { maxPages: MAX_PAGES, signal })) {
            if (id === deploymentId)
                return index === 0 || newest === undefined ? undefined : (0,identifiers/* deploymentIdFrom */.zg)(newest, 'the deployment list');
            if (index++ === 0)
                newest = id;
        }
    }
    catch {
        // An optional read: an unreadable list (or a newest id that is not one) names no newer deployment.
        return undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/watch/find-deployment.ts





/**
 * The deployment's record, looked for before it is followed: when the list misses it twice a
 * grace apart, it is not found (NotFound), whether it does not exist, belongs to another
 * service, or the key cannot see it. Nothing else is read meanwhile (no log, no stream).
 */
async function lookUpDeployment(options) {
    const { client, serviceId, deploymentId, signal } = options;
    const first = await (0,state_watcher/* findDeployment */.HZ)(client, serviceId, deploymentId);
    if (first)
        return first;
    await (options.sleep ?? core_deadline/* sleep */.yy)(options.graceMs ?? state_watcher/* NOT_FOUND_GRACE_MS */.hX, signal);
    const second = await (0,state_watcher/* findDeployment */.HZ)(client, serviceId, deploymentId);
    if (second)
        return second;
    throw await notListed(client, serviceId, deploymentId, signal);
}
/**
 * Why a deployment missing from its service's list is not found, from its log: a 404, it does
 * not exist (or the key cannot see it); readable, it exists elsewhere. Other errors are thrown.
 */
async function notListed(client, serviceId, deploymentId, signal) {
    const listNext = `check the deployment id: the service's deployments are listed in the dashboard and by GET /api/services/${serviceId}/deployments.`;
    try {
        await client.deploymentLogs(deploymentId, undefined, signal);
    }
    catch (error) {
        if (!(error instanceof api_errors/* ApiError */.hD) || ![401, 403, 404].includes(error.status))
            throw error;
        const why = error.status === 404
            ? 'its log answers HTTP 404. It does not exist, or this key cannot see it.'
            : `its log cannot be read with this key (HTTP ${error.status}). It does not exist, belongs to another service, or this key cannot see it.`;
        return new errors/* NotFound */.Mk(`Deployment ${deploymentId} was not found: it is not in the deployment list of service ${serviceId}, and ${why}`, listNext);
    }
    return new errors/* NotFound */.Mk(`Deployment ${deploymentId} was not found in service ${serviceId}: it is not in the service's deployment list, though its log can be read, so it belongs to another service.`, `check ${(0,vocabulary/* setting */.Pe)('serviceId')}: give the service the deployment belongs to.`);
}

// EXTERNAL MODULE: ./src/engine/failure.ts
var engine_failure = __webpack_require__(5528);
;// CONCATENATED MODULE: ./src/engine/follow.ts









// Following a deployment to its end and concluding on it (deploy() and watch() alike), and the
// rollback after a failure. The failure of an outcome is explained here, next to failure.ts.
/** Only when waiting: the deployment followed to its end, its outcome the run's failure or not. */
async function followToTheEnd(run, 
/** `queuedBefore`: the deployment was queued before this run (watch), whose clock then says nothing of it. */
inputs, deploymentId, key) {
    if (!inputs.wait) {
        run.host.info(`Not waiting (${(0,vocabulary/* choice */.Yq)('wait', 'false')}): deployment ${deploymentId} is queued; its outcome is not checked by ${(0,vocabulary/* phrase */.MZ)('self')}.`);
        return;
    }
    const { client, deadline, sink, host } = run;
    const { serviceId } = inputs;
    // The log is read when asked for and the key may read it.
    const followLogs = inputs.logs && key.canReadLogs;
    const watched = await run.phase('Following the deployment', async () => {
        // Queued elsewhere, it may not be there at all: a typo or another service's id is said before any log is read.
        if (inputs.queuedBefore)
            await lookUpDeployment({ client, serviceId, deploymentId, signal: deadline.signal });
        return (0,state_watcher/* watchDeployment */.Jh)({ client, serviceId, deploymentId, deadline, sink, followLogs, log: host });
    }, `Deployment ${deploymentId}`);
    run.found.watched = watched;
    if (watched.outcome === 'success')
        run.found.liveAt = Date.now();
    run.found.failure = await concluded(run, inputs, watched, deploymentId);
}
/**
 * The outcome is known once the deployment, its health check and its verification window are:
 * it is told first (an app starts or stops other services on it). Then, only with rollback,
 * after a failed deployment, health check or window: the last good ref redeployed, its note the
 * failure's.
 */
async function rollBackIfFailed(run, inputs, deploymentId, key) {
    run.verdict(run.found.failure === undefined, run.found.failure);
    const { watched, health, verify } = run.found;
    const broke = watched?.outcome === 'failure' || health?.failure !== undefined || verify?.result === 'failed';
    if (!inputs.rollback || !broke)
        return;
    // The rollback's log is read as the deployment's was.
    const followLogs = inputs.logs && key.canReadLogs;
    const rollback = await run.phase('Rolling back', () => rollBackFrom(run, inputs, deploymentId, followLogs));
    run.found.rollback = rollback;
    run.found.failure = run.found.failure && (0,engine_failure/* withNote */.dW)(run.found.failure, rollback.note);
}
/**
 * The redeploy of the last good ref; its outputs as soon as it is queued, and kept in `found`
 * from then on (a run stopped while it goes on still names it). An error of its own becomes its
 * note: the run's failure stays the deployment's.
 */
async function rollBackFrom(run, config, failedId, followLogs) {
    const { host } = run;
    const sink = new log_sink/* LogSink */.y$(host, log_sink/* MAX_LOG_BYTES */.w5, run.budget);
    let queued;
    return (0,rollback/* rollBack */.F)({
        client: run.client,
        serviceId: config.serviceId,
        failedId,
        deadline: run.deadline,
        sink,
        followLogs,
        log: host,
        onQueued: redeploy => {
            queued = redeploy;
            run.found.rollback = {
                queued,
                note: `Deployment ${redeploy.deploymentId} was queued to roll back; it was not followed to its end.`
            };
            host.event({ type: 'output', name: 'rollbackDeploymentId', value: redeploy.deploymentId });
            host.event({ type: 'output', name: 'rollbackRef', value: redeploy.ref });
        }
    })
        .catch((error) => {
        if (run.deadline.reason)
            throw error;
        const why = (0,engine_failure/* explainFailure */.SP)({ error, phase: 'Rolling back', timeoutMs: run.deadline.timeoutMs }, run.words).message;
        return { ...(queued ? { queued } : {}), note: `The rollback failed: ${why}` };
    })
        .finally(() => sink.finish());
}
/**
 * Success says so; any other outcome is the run's failure, with the status, id and last lines.
 * A deployment superseded by a newer one passes with a notice when `superseded` is `pass`.
 */
async function concluded(run, config, watched, deploymentId) {
    const { deadline, sink, host } = run;
    const { outcome, status } = watched;
    // How long the deployment took: queued by this run, the run's clock; queued before, its record's times or nothing.
    const tookMs = config.queuedBefore ? watched.tookMs : deadline.elapsedMs;
    const newer = outcome === 'cancelled' ? await supersededBy(run.client, config.serviceId, deploymentId) : undefined;
    if (newer !== undefined && config.superseded === 'pass') {
        host.notice(`Deployment ${deploymentId} was superseded by the newer deployment ${newer} (status "${(0,remote_text/* messageExcerpt */.JA)(status ?? 'cancelled', 60)}"); passing, as ${(0,vocabulary/* choice */.Yq)('superseded', 'pass')} asks.`, 'Deployment superseded');
        return undefined;
    }
    if (outcome !== 'success') {
        const failure = (0,engine_failure/* explainFailure */.SP)({
            watched: { outcome, status },
            deploymentId,
            serviceId: config.serviceId,
            elapsedMs: tookMs,
            timeoutMs: deadline.timeoutMs,
            tail: sink.tail(),
            rateLimited: run.client.rateLimits.describe()
        }, run.words);
        // The failure of a superseded deployment names the newer one.
        return newer === undefined
            ? failure
            : (0,engine_failure/* withNote */.dW)(failure, `A newer deployment, ${newer}, replaced it (${(0,vocabulary/* choice */.Yq)('superseded', 'fail')}; set ${(0,vocabulary/* choice */.Yq)('superseded', 'pass')} to let this pass).`);
    }
    host.info(`Deployment ${deploymentId} is ${(0,remote_text/* messageExcerpt */.JA)(status ?? 'live', 60)}${tookMs === undefined ? '' : ` after ${(0,duration/* formatDuration */.a3)(tookMs)}`}.`);
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/settle.ts + 1 modules
var settle = __webpack_require__(4418);
;// CONCATENATED MODULE: ./src/engine/deploy.ts












async function deploy(config, host, options = {}) {
    const run = (0,steps_run/* startRun */.A)(config, host, options, {});
    (0,service_url/* reportGivenUrl */.Pf)(run, config);
    return (0,settle/* settle */.G)(run, config, 'Running the deploy', async () => {
        refuseSecretRef(config);
        (0,log_patterns/* warnDoubtfulPatterns */.x)(run, config);
        const key = await (0,key_check/* checkTheKey */.NE)(run, config);
        const url = await (0,service_url/* findServiceUrl */.CV)(run, config, key);
        const healthTarget = findHealthTarget(config, url);
        await importTheVariables(run, config);
        await readTheBaseline(run, config, key);
        const { deploymentId } = await queueTheDeployment(run, config, url);
        await followToTheEnd(run, config, deploymentId, key);
        await checkTheHealth(run, config, deploymentId, healthTarget);
        await verifyTheDeployment(run, config, deploymentId, healthTarget, key, options.verifyStop);
        await rollBackIfFailed(run, config, deploymentId, key);
    });
}
/** Follows an existing deployment to its end: key check, watch, runtime log; never deploys. */
async function watch(config, host, options = {}) {
    const { deploymentId } = config;
    const run = (0,steps_run/* startRun */.A)(config, host, options, { queued: { deploymentId, ref: '' } });
    const watched = { serviceId: config.serviceId ?? '' };
    const result = await (0,settle/* settle */.G)(run, watched, 'Following the deployment', async () => {
        const key = await checkWatchKey(run, config, watched);
        const inputs = {
            serviceId: watched.serviceId,
            superseded: 'fail',
            wait: true,
            logs: config.logs,
            queuedBefore: true
        };
        await followToTheEnd(run, inputs, deploymentId, key);
    });
    // The service's record names what is deployed; no record read: the ref is not known.
    const ref = run.found.watched?.ref;
    // A watch refused (the key, a typo, the command line) saw nothing of the deployment: it has no result.
    const refused = result.failureKind === 'auth' || result.failureKind === 'usage' || result.failureKind === 'not-found';
    return { ...result, result: refused ? undefined : result.result, ref: ref === '' ? undefined : ref };
}
/** The key check of watch(): it names the service to follow in, unless the config does. */
async function checkWatchKey(run, config, service) {
    const key = await run.phase('Checking the API key', async () => {
        const inputs = { serviceId: config.serviceId, variables: [], logs: config.logs, wait: true };
        return (0,key_check/* checkKey */.yR)(run.client, inputs, run.host);
    });
    run.found.key = key;
    service.serviceId = config.serviceId ?? key.serviceId ?? '';
    // The key is fine; the command line lacks what only a service key can stand in for. Whether
    // the key is one is known only from the key check: it is the one request sent without the
    // service, and nothing more is sent once it says the service is needed.
    if (service.serviceId === '')
        throw new steps_run/* PhaseFailed */.N('Naming the service', new errors/* UsageError */.eb((0,vocabulary/* setting */.Pe)('serviceId'), serviceNeeded(key.kind), `give ${(0,vocabulary/* setting */.Pe)('serviceId')}, the id of the deployment's service.`));
    return key;
}
/** Why following a deployment needs its service named with a `kind` key, and what was sent. */
function serviceNeeded(kind) {
    const key = `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} key`;
    return `is needed to follow a deployment with ${key}: the API finds a deployment only in its service's list, and only a service key names its service. Nothing was sent but the key check that found this out.`;
}
/** The key check alone: who the key is and what it may do; nothing else is read or changed. */
async function whoami(config, faceHost, options = {}) {
    const run = (0,steps_run/* startRun */.A)(config, faceHost, options, {});
    let key;
    const result = await (0,settle/* settle */.G)(run, { serviceId: '' }, 'Checking the API key', async () => {
        // Any key the service accepts is an answer, whatever it may do: nothing is refused here.
        key = await run.phase('Checking the API key', async () => (0,key_check/* describeKey */.Rx)(await (0,key_check/* readIdentity */.xN)(run.client)));
    });
    return { ...result, whoami: true, ...(key === undefined ? {} : { key }) };
}


/***/ }),

/***/ 5528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ spellFailure),
/* harmony export */   Ds: () => (/* binding */ withoutNote),
/* harmony export */   Pr: () => (/* binding */ explainStoppedRollback),
/* harmony export */   SP: () => (/* binding */ explainFailure),
/* harmony export */   dW: () => (/* binding */ withNote)
/* harmony export */ });
/* unused harmony export READING_INPUTS */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6343);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8571);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5513);
/* harmony import */ var _text_error_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6589);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7063);







// Why the step failed and what to do next, for every way it can fail: one place, read by
// the error annotation and the job summary alike.
/** The phase whose errors are the user's inputs: the annotation is titled "Invalid input". */
const READING_INPUTS = 'Reading the inputs';
/** Log lines quoted in the failure annotation; the summary shows more. */
const ANNOTATION_TAIL_LINES = 10;
/** What the spec's Errors table says to check next, per status. */
const NEXT_FOR_STATUS = {
    400: `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('settings')} and the service configuration.`,
    401: `the API key is missing, invalid or revoked: check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('apiKey')}.`,
    402: 'the account must resolve a billing requirement in the dashboard.',
    403: "the key's type, capabilities or scope do not permit this operation: use a key that grants it.",
    404: `the resource does not exist or is not visible to this key: check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('serviceId')} and the key scope.`,
    409: 'the current state of the resource prevents this: inspect it in the dashboard before retrying.',
    429: 'the service is rate limiting requests: every job that uses this API key shares the limit.',
    500: 'the service could not complete the operation: check the resource state before retrying.'
};
/** Advice when a failure brings none of its own. */
const NEXT_FOR_RESULT = {
    failure: `Fix the cause shown above, then ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')}.`,
    // Before anything was queued there is no deployment to check: the phase above waited on the service.
    'timed-out': `Nothing was queued: ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')} once the service answers, or raise ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('timeout')}.`
};
/** After a timeout: the deployment goes on, so the advice is to follow it (the CLI's watch), or wait longer. */
function nextAfterTimeout(deploymentId, serviceId) {
    if (deploymentId === undefined)
        return NEXT_FOR_RESULT['timed-out'];
    return `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .followAdvice */ .Al)(deploymentId, serviceId ?? '')}, or raise ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('timeout')}.`;
}
/** After a signal: a deployment queued goes on, and running again would queue a second one. */
function nextAfterInterrupt(deploymentId, serviceId) {
    if (deploymentId === undefined)
        return `Nothing was queued: ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')} to deploy.`;
    return `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .followAdvice */ .Al)(deploymentId, serviceId ?? '')}. Do not ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')} unless it fails: that would queue a second deployment.`;
}
/** Advice for a run stopped after its deployment went live, in its health check or window. */
const NEXT_WHEN_LIVE = "Check the service's health and runtime log in the dashboard.";
/** Advice for a timeout the service's rate limit had a hand in. */
const NEXT_WHEN_RATE_LIMITED = `Every job that uses this API key shares its rate limit: run fewer of them at once${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('fewerAtOnce')}, or raise ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('timeout')}.`;
/** The failure with one more sentence, in its message and its annotation (what is live now, a newer deployment). */
function withNote(failure, note) {
    return { ...failure, message: `${failure.message} ${note}`, annotation: `${failure.annotation}\n${note}` };
}
/** A message without the note withNote added, for a report whose own row says the note. */
function withoutNote(message, note) {
    return note !== undefined && message.endsWith(` ${note}`) ? message.slice(0, -note.length - 1) : message;
}
/**
 * The deployment's failure, when the run stopped during its rollback: the deployment failed (its
 * result stays); a redeploy already queued is what goes on and may still go live, and the advice
 * follows it.
 */
function explainStoppedRollback({ failure, aborted, rollback, serviceId, timeoutMs }, words = _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .ACTION_WORDS */ .dC) {
    const cancelled = aborted instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .Cancelled */ .cJ;
    const when = cancelled
        ? `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interrupted')} while rolling back`
        : `The rollback did not finish within the timeout of ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)}`;
    const redeploy = rollback &&
        `deployment ${rollback.deploymentId}${rollback.ref === '' ? '' : ` of ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(rollback.ref, 100)}`}`;
    const note = redeploy
        ? `${when}: the rollback, ${redeploy}, goes on at the service${cancelled ? ' and may still go live: the API offers no way to abort it from here' : ''}.`
        : `${when}, before a redeploy was queued: nothing was rolled back.`;
    const next = !rollback
        ? failure.next
        : cancelled
            ? `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .followAdvice */ .Al)(rollback.deploymentId, serviceId)}.`
            : nextAfterTimeout(rollback.deploymentId, serviceId);
    return spellFailure({
        ...withNote(failure, note),
        title: cancelled ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interruptedTitle') : 'Timed out while rolling back',
        next,
        kind: cancelled ? 'interrupted' : 'timed-out'
    }, words);
}
/** The failure, worded as the face speaks (`words`: the Action's unless given). */
function explainFailure(input, words = _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .ACTION_WORDS */ .dC) {
    return spellFailure('watched' in input ? explainOutcome(input) : explainError(input), words);
}
/** The failure with every setting and phrase spelled in `words`. */
function spellFailure(failure, words) {
    return {
        ...failure,
        message: (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .spell */ .lO)(failure.message, words),
        title: (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .spell */ .lO)(failure.title, words),
        next: failure.next === undefined ? undefined : (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .spell */ .lO)(failure.next, words),
        annotation: (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .spell */ .lO)(failure.annotation, words)
    };
}
function explainOutcome({ watched, deploymentId, serviceId, elapsedMs, timeoutMs, tail, rateLimited }) {
    const after = elapsedMs === undefined ? '' : ` after ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(elapsedMs)}`;
    const status = watched.status === undefined ? 'unknown' : `"${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(watched.status, 60)}"`;
    // The title is the final status, as the service named it.
    const finalStatus = watched.status === undefined ? watched.outcome : (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(watched.status, 60);
    const lines = tail.slice(-ANNOTATION_TAIL_LINES);
    const lastLines = lines.length > 0 ? `\nLast log lines:\n${lines.map(line => `  ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .lineForAnnotation */ .J1)(line)}`).join('\n')}` : '';
    const failed = (message, next, title = `Deployment ${finalStatus}`) => ({
        message,
        title,
        next,
        annotation: `${message}${lastLines}`,
        result: watched.outcome,
        kind: watched.outcome === 'failure' ? 'deployment' : watched.outcome
    });
    switch (watched.outcome) {
        case 'timed-out':
            return failed(`Deployment ${deploymentId} did not finish within the timeout of ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)} (last status ${status}). The deployment goes on at the service; ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('self')} stopped waiting.${rateLimited ? ` ${rateLimited}` : ''}`, rateLimited ? NEXT_WHEN_RATE_LIMITED : nextAfterTimeout(deploymentId, serviceId), `Timed out (last status ${finalStatus})`);
        case 'cancelled':
            return failed(`Deployment ${deploymentId} was cancelled (status ${status})${after}.`, `Check who or what cancelled it (a newer deployment can supersede it), then ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')}.`);
        case 'failure':
            return failed(`Deployment ${deploymentId} failed with status ${status}${after}.`, 
            // No line shown (logs off, a key without logs: read, a silent build): the dashboard has the log.
            `Read ${tail.length > 0 ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('logLines') : "the deployment's log in the dashboard"}, fix the cause, and ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('pushAgain')}.`);
    }
}
function explainError({ error, phase, deploymentId, serviceId, timeoutMs, aborted, rateLimited, live }) {
    // Live already, it goes on as it is: what the run did not finish is its own checks of it.
    const isLive = live === true && deploymentId !== undefined;
    const goesOn = deploymentId ? ` Deployment ${deploymentId} goes on at the service` : '';
    const liveNote = ` Deployment ${deploymentId} is live; the run stopped before its checks of it ended, so it was not judged and nothing was rolled back.`;
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .TimeoutReached */ .g || aborted instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .TimeoutReached */ .g) {
        const message = `${phase} did not finish within the timeout of ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)}.${isLive ? liveNote : goesOn && `${goesOn}.`}${rateLimited ? ` ${rateLimited}` : ''}`;
        return {
            message,
            title: rateLimited ? 'Timed out while rate limited' : 'Timed out',
            next: rateLimited
                ? NEXT_WHEN_RATE_LIMITED
                : isLive
                    ? `${NEXT_WHEN_LIVE} Raise ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('timeout')} to leave room for them.`
                    : nextAfterTimeout(deploymentId, serviceId),
            annotation: message,
            // Nothing queued, nothing timed out at the service: no result (the kind says why it failed).
            result: deploymentId ? 'timed-out' : undefined,
            kind: 'timed-out'
        };
    }
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .Cancelled */ .cJ || aborted instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .Cancelled */ .cJ) {
        // The run stopped, not the deployment: it may still go live.
        const message = `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interrupted')} during: ${phase.toLowerCase()}.${isLive ? liveNote : goesOn && `${goesOn} and may still go live: the API offers no way to abort it from here.`}`;
        return {
            message,
            title: (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interruptedTitle'),
            next: isLive
                ? `${NEXT_WHEN_LIVE} Do not ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('runAgain')} to check it: that would queue a second deployment.`
                : nextAfterInterrupt(deploymentId, serviceId),
            annotation: message,
            result: deploymentId ? 'interrupted' : undefined,
            kind: 'interrupted'
        };
    }
    const kind = kindOf(error);
    // A deployment that is not there, or a watch that could not start, has no result.
    const result = deploymentId && kind !== 'not-found' && kind !== 'usage' ? 'failure' : undefined;
    const message = (0,_text_error_text_js__WEBPACK_IMPORTED_MODULE_4__/* .describeError */ .U)(phase, error);
    const own = nextStep(error);
    return {
        message,
        title: titleOf(error, phase, kind),
        next: own ?? (result && NEXT_FOR_RESULT.failure),
        annotation: own ? `${message} Next: ${own}` : message,
        result,
        kind
    };
}
/**
 * A usage error is the settings' fault, whichever phase found it (the key may be fine); one in
 * the app file is the file's, on every face.
 */
function titleOf(error, phase, kind) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AppFileError */ .Q3)
        return error.title;
    return phase === READING_INPUTS || kind === 'usage' ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('invalidSettings') : `${phase} failed`;
}
/** An error's kind: the user's input, the key, what is not there, the service out of reach, else the deployment's. */
function kindOf(error) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz || error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb)
        return 'usage';
    // The API's 404 means the thing does not exist or this key cannot see it: either way, a typo's answer.
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NotFound */ .Mk || (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 404))
        return 'not-found';
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyRefused */ .mG || (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && (error.status === 401 || error.status === 403)))
        return 'auth';
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .NetworkError */ .Dr ||
        error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnreadableAnswerError */ .mP ||
        error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnusableAnswer */ .kf ||
        error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AnswerLost */ .F4)
        return 'unreachable';
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status >= 500)
        return 'unreachable';
    return 'deployment';
}
/** The advice an error brings: its own, else the spec's for its HTTP status. */
function nextStep(error) {
    if (!(error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserFacingError */ .Ui))
        return undefined;
    if (error.next !== undefined || !(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD) || error.status < 400)
        return error.next;
    return (NEXT_FOR_STATUS[error.status] ?? (error.status >= 500 ? NEXT_FOR_STATUS[500] : 'check the request and the service.'));
}


/***/ }),

/***/ 4418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ settle)
});

// EXTERNAL MODULE: ./src/steps/run.ts + 1 modules
var steps_run = __webpack_require__(2400);
// EXTERNAL MODULE: ./src/api/hosting-api.ts
var hosting_api = __webpack_require__(7855);
// EXTERNAL MODULE: ./src/api/runtime-records.ts
var runtime_records = __webpack_require__(3003);
// EXTERNAL MODULE: ./src/core/deadline.ts
var deadline = __webpack_require__(6343);
// EXTERNAL MODULE: ./src/text/error-text.ts
var error_text = __webpack_require__(6589);
// EXTERNAL MODULE: ./src/text/remote-text.ts
var remote_text = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/text/secrets.ts
var secrets = __webpack_require__(9690);
;// CONCATENATED MODULE: ./src/steps/runtime-log.ts






// The service's own last log lines (GET /api/services/{id}/logs?limit=50), for the summary when
// the deployment failed, was cancelled or is unhealthy: what the application said, next to the
// build log. Remote text: every line made safe and redacted here.
const RUNTIME_LOG_LINES = 50;
async function readRuntimeLog(client, serviceId, canReadLogs) {
    if (canReadLogs === false)
        return { missing: 'the API key lacks logs: read.' };
    if (canReadLogs === undefined)
        return { missing: 'the API key was not checked.' };
    let answer;
    try {
        answer = await client.serviceLogs(serviceId, RUNTIME_LOG_LINES, AbortSignal.timeout(hosting_api/* OPTIONAL_READ_MS */.F));
    }
    catch (error) {
        if ((0,deadline/* isTimeUp */.dC)(error))
            return { missing: `the service did not answer within ${hosting_api/* OPTIONAL_READ_MS */.F / 1000} s (it may be rate limiting).` };
        return {
            missing: `they could not be read: ${(0,error_text/* describeError */.U)('Reading the runtime log', error)}`
        };
    }
    try {
        return { lines: runtimeLines(answer) };
    }
    catch (error) {
        if (error instanceof runtime_records/* NoLogRecords */.u)
            return { missing: `${error.message}.` };
        throw error;
    }
}
/** The records' text, oldest first (api/runtime-records.ts), the last RUNTIME_LOG_LINES made safe. */
function runtimeLines(answer) {
    const last = (0,runtime_records/* runtimeRecords */.L)(answer).slice(-RUNTIME_LOG_LINES);
    // A secret cut across two lines (an application wrapping at N columns) is redacted in both.
    (0,secrets/* redactCutSecrets */.VG)(last);
    return last.map(entry => (0,remote_text/* lineForAnnotation */.J1)(entry.text, 1000));
}

// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/engine/failure.ts
var engine_failure = __webpack_require__(5528);
;// CONCATENATED MODULE: ./src/engine/settle.ts




/**
 * Runs the phases; an error one throws is the run's failure (`outside`: the phase named for an
 * error thrown between them). Then the result, for the runtime log of `serviceId`.
 */
async function settle(run, config, outside, phases) {
    try {
        await phases();
    }
    catch (error) {
        run.found.failure = failureOf(run, error, outside, config.serviceId);
    }
    // Told before the runtime log's read (up to 15 s), unless a phase told it already.
    run.verdict(run.found.failure === undefined, run.found.failure);
    try {
        // The log lines the cap left out, said once, after the log; the run's budget, by the run that made it.
        run.sink.finish();
        const leftOut = run.ownsBudget ? run.budget.describe() : undefined;
        if (leftOut !== undefined)
            run.host.warning(leftOut, 'Log cut short');
        const runtimeLog = await lastRuntimeLines(run, config);
        return resultOf(run, runtimeLog);
    }
    finally {
        run.stop();
        await run.client.close();
    }
}
/**
 * The failure of an error a phase (or the run around them) threw; with the deployment once
 * queued. Stopped during a rollback, the deployment's failure stands, naming the rollback.
 */
function failureOf(run, error, outside, serviceId) {
    const failed = error instanceof steps_run/* PhaseFailed */.N ? error : { phase: outside, error };
    const { failure, rollback } = run.found;
    const aborted = run.deadline.reason;
    // The deployment's failure is known before its rollback: a stop then is the rollback's.
    if (failure && aborted && failed.phase === 'Rolling back')
        return (0,engine_failure/* explainStoppedRollback */.Pr)({ failure, aborted, rollback: rollback?.queued, serviceId, timeoutMs: run.deadline.timeoutMs }, run.words);
    return (0,engine_failure/* explainFailure */.SP)({
        error: failed.error,
        phase: failed.phase,
        deploymentId: run.found.queued?.deploymentId,
        ...(serviceId === '' ? {} : { serviceId }),
        timeoutMs: run.deadline.timeoutMs,
        aborted: run.deadline.reason,
        rateLimited: run.client.rateLimits.describe(),
        live: run.found.watched?.outcome === 'success'
    }, run.words);
}
function resultOf(run, runtimeLog) {
    const { url, imported, queued, watched, failure, health, rollback, verify } = run.found;
    return {
        // A failure says its result itself (none: nothing ran, e.g. a watch of a deployment not found).
        result: failure ? failure.result : (watched?.outcome ?? (queued ? 'queued' : undefined)),
        // The last status seen, also when a signal stopped the watch before its end.
        status: watched?.status ?? run.lastStatus,
        deploymentId: queued?.deploymentId,
        ref: queued?.ref,
        url,
        health: health?.health ?? 'skipped',
        envImported: imported?.imported,
        skipped: imported?.skipped ?? [],
        rollbackDeploymentId: rollback?.queued?.deploymentId,
        rollbackRef: rollback?.queued?.ref,
        durationMs: run.deadline.elapsedMs,
        error: failure && runError((0,engine_failure/* spellFailure */.Dp)(failure, run.words)),
        failureKind: failure?.kind,
        commitSha: watched?.commitSha,
        tail: run.sink.tail(),
        healthProblem: health?.problem,
        rollbackNote: rollback?.note === undefined ? undefined : (0,vocabulary/* spell */.lO)(rollback.note, run.words),
        ...(rollback?.outcome === undefined ? {} : { rollbackResult: rollback.outcome }),
        runtimeLog,
        // Once something was queued, a run without a window (or that did not reach it) says it skipped one.
        ...(queued ? { verify: verify ?? { ...NO_WINDOW, reason: (0,vocabulary/* spell */.lO)(NO_WINDOW.reason, run.words) } } : {})
    };
}
/** The report of a run that had no verification window, or did not reach it. */
const NO_WINDOW = {
    result: 'skipped',
    forMs: 0,
    probes: 0,
    failedProbes: 0,
    runtimeLines: 0,
    matches: [],
    reason: `No verification window: ${(0,vocabulary/* setting */.Pe)('verifyFor')} is 0, or the deployment did not go live and healthy.`
};
/** The result's error: every part of the failure a face shows, spelled as it speaks. */
function runError({ title, message, next, annotation }) {
    return { title, message, ...(next === undefined ? {} : { next }), annotation };
}
/** The service's last runtime log lines when the deployment failed, was cancelled or is unhealthy. */
async function lastRuntimeLines(run, config) {
    const { failure, key } = run.found;
    if (!run.readsRuntimeLog)
        return undefined;
    if (!failure || !['failure', 'cancelled', 'unhealthy'].includes(failure.result ?? ''))
        return undefined;
    if (run.deadline.reason)
        return { missing: 'the run ran out of time or was cancelled before they could be read.' };
    return readRuntimeLog(run.client, config.serviceId, key?.canReadLogs);
}


/***/ }),

/***/ 7100:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ checkUrl),
/* harmony export */   I5: () => (/* binding */ tlsChecksOff),
/* harmony export */   TS: () => (/* binding */ checkServiceId),
/* harmony export */   UO: () => (/* binding */ checkHealthCheckExpect),
/* harmony export */   __: () => (/* binding */ checkRef),
/* harmony export */   fU: () => (/* binding */ checkDuration),
/* harmony export */   io: () => (/* binding */ checkChoice),
/* harmony export */   o1: () => (/* binding */ checkHealthCheckUrl),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl),
/* harmony export */   zq: () => (/* binding */ checkHealthCheck)
/* harmony export */ });
/* harmony import */ var _api_loopback_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(191);
/* harmony import */ var _text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2319);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4185);
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8571);




/** A service id as one path segment. */
function checkServiceId(name, raw, refuse) {
    const id = raw.trim();
    if (id === '')
        throw refuse(name, 'is required: the id of the service to deploy');
    if (!(0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__/* .isPathSegment */ .bQ)(id)) {
        throw refuse(name, 'must be a service id as shown in the dashboard: one path segment of letters, digits and . _ ~ : @ -, at most 200 characters, not "." or ".."');
    }
    return id;
}
/** A ref on one line; empty sends none (the tracked branch). */
function checkRef(name, raw, refuse) {
    const ref = raw.trim();
    if (ref === '')
        return undefined;
    if (/[\x00-\x1f\x7f]/.test(ref) || ref.length > 1000)
        throw refuse(name, 'must be a branch, tag or commit SHA on one line, or empty to deploy the tracked branch');
    return ref;
}
/** One of the listed words (the first is the default when empty). */
function checkChoice(name, raw, choices, refuse) {
    const given = raw.trim();
    if (given === '')
        return choices[0];
    const found = choices.find(choice => choice === given.toLowerCase());
    if (found === undefined) {
        const expected = `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;
        const meant = (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(given, choices);
        throw refuse(name, `must be ${expected}, got "${given.slice(0, 40)}"${meant ? `; did you mean ${meant}?` : ''}`);
    }
    return found;
}
/**
 * A positive duration such as 90s or 2m, at most MAX_TIMEOUT_MS; the fallback when empty.
 * `forms`: what the error shows after "must be a positive duration".
 */
function checkDuration(name, raw, fallback, forms, refuse) {
    const given = raw.trim();
    if (given === '')
        return fallback;
    const ms = (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(given);
    if (ms === undefined)
        throw refuse(name, `must be a positive duration ${forms}, got "${given.slice(0, 40)}"`);
    if (ms > _core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MS */ .mn) {
        throw refuse(name, `is ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(ms)}, longer than the ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_TIMEOUT_MS */ .mn)} this tool waits for a deployment: expected at most 120h`);
    }
    return ms;
}
/** An absolute http(s) URL, kept as written; empty: none. */
function checkUrl(name, raw, example, refuse) {
    const given = raw.trim();
    if (given === '')
        return undefined;
    // Checked, then kept as written (URL's href would add a trailing slash).
    httpUrl(name, given, example, refuse);
    return given;
}
/** Node's variable that, set to `0`, turns off the check of every TLS certificate in the process. */
const TLS_CHECKS_VARIABLE = 'NODE_TLS_REJECT_UNAUTHORIZED';
/** Whether `env` turns off Node's TLS certificate checks (Node reads exactly `0` so). */
function tlsChecksOff(env) {
    return env[TLS_CHECKS_VARIABLE] === '0';
}
/**
 * The API's base URL without a trailing slash, nor the `/api` every request path starts with
 * (said when stripped); plain http to another host is warned about, and so are https URLs
 * whose certificate is not checked (`transport.tlsUnchecked`: the face read TLS_CHECKS_VARIABLE).
 * `hints`: where the key goes instead of the URL, and what the face calls itself.
 */
function checkBaseUrl(name, raw, hints, refuse, say, transport = {}) {
    const given = raw.trim();
    if (given === '')
        throw refuse(name, 'is required: the API base URL, e.g. https://api.example.com');
    const url = httpUrl(name, given, 'https://api.example.com', refuse);
    if (url.username !== '' || url.password !== '')
        throw refuse(name, `must not contain credentials: ${hints.key}`);
    if (url.search !== '' || url.hash !== '')
        throw refuse(name, 'must not contain a query or fragment: expected a URL such as https://api.example.com');
    if (url.protocol === 'http:' && !(0,_api_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(url.hostname)) {
        say.warning(`${name} uses plain http:// to ${url.host}: the API key and every variable travel unencrypted. Use https:// unless the network to the service is trusted.`, 'Unencrypted API connection');
    }
    if (transport.tlsUnchecked && url.protocol === 'https:' && !(0,_api_loopback_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopback */ .U)(url.hostname)) {
        say.warning(`${TLS_CHECKS_VARIABLE}=0 is set in the environment, so TLS certificates are not checked: anyone between here and ${url.host} can pose as the service and read the API key and every variable. Unset it; for a private certificate authority, set NODE_EXTRA_CA_CERTS to its certificate instead.`, 'TLS certificates not checked');
    }
    const href = url.href.replace(/\/+$/, '');
    // Every request path starts with /api already: a base URL ending in it would ask for /api/api/... (a 404).
    if (!url.pathname.replace(/\/+$/, '').endsWith('/api'))
        return href;
    const stripped = href.slice(0, -'/api'.length);
    say.notice(`${name} ends in /api, which ${hints.tool} adds to every request path itself; using ${stripped}.`, name);
    return stripped;
}
/** The health check's settings; undefined when no URL is given. `names`: the URL's and the text's. */
function checkHealthCheck(names, raw, timeoutMs, refuse) {
    const url = raw.url.trim();
    const expect = raw.expect.trim();
    if (url === '') {
        if (expect !== '')
            throw refuse(names.expect, `needs ${names.url}: the URL whose answer must contain it`);
        return undefined;
    }
    checkHealthCheckUrl(names.url, url, refuse);
    return { url, expect: checkHealthCheckExpect(names.expect, expect, refuse), timeoutMs };
}
/** The health check's URL: an absolute http(s) URL or a path such as /health, kept as written (trimmed). */
function checkHealthCheckUrl(name, raw, refuse) {
    const url = raw.trim();
    if (/[\x00-\x20\x7f]/.test(url) || url.length > 2000)
        throw refuse(name, 'must be one URL or path without spaces, at most 2000 characters');
    if (url.startsWith('/')) {
        if (url.startsWith('//'))
            throw refuse(name, 'must be an absolute http(s) URL or a path such as /health, not "//..."');
    }
    else {
        const parsed = httpUrl(name, url, 'https://app.example.com/health, or a path such as /health', refuse);
        if (parsed.username !== '' || parsed.password !== '')
            throw refuse(name, 'must not contain credentials');
    }
    return url;
}
/** The text the health check's answer must contain: one line, trimmed; empty: any answer. */
function checkHealthCheckExpect(name, raw, refuse) {
    const expect = raw.trim();
    if (/[\x00-\x1f\x7f]/.test(expect) || expect.length > 1000)
        throw refuse(name, 'must be text on one line, at most 1000 characters');
    return expect;
}
/** An absolute http(s) URL, or the refusal naming the expected form. */
function httpUrl(name, raw, example, refuse) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw refuse(name, `is not a valid URL: expected an absolute http(s) URL such as ${example}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw refuse(name, `must use http or https, not "${url.protocol.slice(0, 20)}": expected a URL such as ${example}`);
    return url;
}


/***/ }),

/***/ 3873:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readTextFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
function readTextFile(name, file, expected, refuse) {
    const limit = `the limit of ${expected.maxBytes / 1024 / 1024} MiB (${expected.maxBytes} bytes): expected ${expected.file}`;
    let fd;
    try {
        // Non-blocking, so that a FIFO is opened and refused rather than waited on.
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        const code = error.code;
        throw refuse(name, `names no readable file: ${file}${code ? ` (${code})` : ''}`);
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!stat.isFile())
            throw refuse(name, `must name a regular file; ${file} is not one`);
        if (stat.size > expected.maxBytes)
            throw refuse(name, `is ${stat.size} bytes, over ${limit}`);
        // At most one byte past the limit, so a file that grows meanwhile is caught too.
        const buffer = Buffer.alloc(expected.maxBytes + 1);
        let length = 0;
        for (let read = -1; read !== 0 && length < buffer.length; length += read) {
            read = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, length, buffer.length - length, null);
        }
        if (length > expected.maxBytes)
            throw refuse(name, `is over ${limit}`);
        const bytes = buffer.subarray(0, length);
        const nul = bytes.indexOf(0);
        if (nul >= 0)
            throw refuse(name, `contains a NUL byte (at byte ${nul}): expected a text file in ${expected.syntax}, not a binary file`);
        return bytes.toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 8684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _q: () => (/* binding */ verifyDuration),
/* harmony export */   kM: () => (/* binding */ checkVerify)
/* harmony export */ });
/* unused harmony exports MIN_VERIFY_INTERVAL_MS, MAX_VERIFY_FOR_MS */
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8571);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9563);


// The checks of the verification window's settings, for every face: each names the setting as
// the face spells it (`verify-for`, `--verify-for`, `verifyFor`) and says what is expected.
/** The shortest time between checks. */
const MIN_VERIFY_INTERVAL_MS = 1000;
/** The longest window. */
const MAX_VERIFY_FOR_MS = 24 * 3_600_000;
/** What a refused verify-for or verify-interval is told, after "must be". */
const DURATION_FORMS = 'plain seconds (300) or a duration such as 90s, 5m or 1h';
/** The window's config; undefined when verify-for is empty or 0 (and nothing else is given). */
function checkVerify(names, raw, wait, refuse, checkPatterns) {
    const forMs = verifyDuration(names.verifyFor, raw.verifyFor, refuse);
    const given = typeof raw.verifyInterval === 'number' ? raw.verifyInterval : raw.verifyInterval.trim();
    // The default written out (action.yml's) is the same as none.
    const intervalText = given !== '' && durationOf(given) === _defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_VERIFY_INTERVAL_MS */ .ni ? '' : given;
    if (forMs === undefined || forMs === 0) {
        const given = [
            intervalText === '' ? undefined : names.verifyInterval,
            raw.failOnLog.length === 0 ? undefined : names.failOnLog,
            raw.ignoreLog.length === 0 ? undefined : names.ignoreLog
        ].find(name => name !== undefined);
        if (given !== undefined)
            throw refuse(given, `needs ${names.verifyFor}: it is a setting of the verification window after going live, which is off`);
        return undefined;
    }
    if (forMs > MAX_VERIFY_FOR_MS)
        throw refuse(names.verifyFor, `is ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(forMs)}: expected at most ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(MAX_VERIFY_FOR_MS)}`);
    if (!wait)
        throw refuse(names.verifyFor, `cannot be used with ${names.noWait}: the window watches the deployment after it goes live, and ${names.noWait} does not wait for that`);
    const intervalMs = intervalText === ''
        ? Math.min(_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_VERIFY_INTERVAL_MS */ .ni, forMs)
        : (verifyDuration(names.verifyInterval, intervalText, refuse) ?? 0);
    if (intervalMs < MIN_VERIFY_INTERVAL_MS)
        throw refuse(names.verifyInterval, `must be at least ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(MIN_VERIFY_INTERVAL_MS)}, got "${String(intervalText).slice(0, 40)}"`);
    if (intervalMs > forMs)
        throw refuse(names.verifyInterval, `is ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(intervalMs)}, longer than ${names.verifyFor} (${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(forMs)}): expected at most ${names.verifyFor}`);
    return {
        forMs,
        intervalMs,
        failOnLog: checkPatterns(names.failOnLog, raw.failOnLog, refuse),
        ignoreLog: checkPatterns(names.ignoreLog, raw.ignoreLog, refuse)
    };
}
/** Milliseconds for a number or a duration's text; undefined for anything else. */
function durationOf(given) {
    return typeof given === 'number' ? given : (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(given);
}
/** 0 for `0`; undefined when empty; refused when it is not a duration (an app file's keys too). */
function verifyDuration(name, raw, refuse) {
    if (typeof raw === 'number') {
        if (raw < 0)
            throw refuse(name, `must not be negative, got ${raw}`);
        return raw;
    }
    const given = raw.trim();
    if (given === '')
        return undefined;
    if (/^0+(?:\.0+)?[smh]?$/i.test(given))
        return 0;
    if (given.startsWith('-'))
        throw refuse(name, `must not be negative: expected ${DURATION_FORMS}, got "${given.slice(0, 40)}"`);
    const ms = (0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(given);
    if (ms === undefined)
        throw refuse(name, `must be ${DURATION_FORMS}, got "${given.slice(0, 40)}"`);
    return ms;
}


/***/ }),

/***/ 3601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ DeployConflict)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** The deploy was refused with 409: the service's state prevents it; nothing was queued. */
class DeployConflict extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui {
    serverMessage;
    name = 'DeployConflict';
    constructor(message, next, 
    /** The service's own reason (free text, not yet made safe). */
    serverMessage) {
        super(message, next);
        this.serverMessage = serverMessage;
    }
}


/***/ }),

/***/ 9301:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FF: () => (/* binding */ judgeKey),
/* harmony export */   NE: () => (/* binding */ checkTheKey),
/* harmony export */   Rx: () => (/* binding */ describeKey),
/* harmony export */   ns: () => (/* binding */ isServiceKey),
/* harmony export */   xN: () => (/* binding */ readIdentity),
/* harmony export */   yR: () => (/* binding */ checkKey)
/* harmony export */ });
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _text_identifiers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2319);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5513);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);





/**
 * GET /api/auth/me, then checks that the key can do this job before anything is changed
 * (spec, Authentication 7-8): a service key must be bound to service-id, and scoped keys
 * need deployments:write, and variables:write when variables are given.
 */
async function checkKey(client, 
/** `serviceId` undefined: the run's service is the service key's own, whatever it is. */
inputs, log) {
    return judgeKey(await readIdentity(client), inputs, log);
}
/** What the key read from /api/auth/me may do for this run; refuses it when it cannot deploy. */
function judgeKey(identity, inputs, log) {
    const scope = identity.keyScope;
    if (!scope) {
        log.info(`Using an account key of ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(identity.name ?? identity.email ?? 'an unnamed user', 80)}`);
        return { kind: 'account', canReadLogs: true, canReadDomains: true };
    }
    const service = isServiceKey(scope);
    const kind = service ? 'service' : typeof scope.kind === 'string' ? (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(scope.kind, 40) : 'scoped';
    checkBinding(service, scope, inputs.serviceId);
    const permissions = scope.permissions;
    checkPermissions(kind, permissions, inputs.variables.length > 0, inputs.patterns ?? patternsOf(inputs.verify));
    const canReadLogs = permissions === undefined || grants(permissions.logs, 'read');
    if (!canReadLogs)
        warnNoLogs(inputs, log);
    log.info(`Using a ${kind} key${scope.serviceName ? ` for service ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(String(scope.serviceName), 80)}` : ''}`);
    const canReadDomains = permissions === undefined || grants(permissions.domains, 'read');
    const bound = service && typeof scope.serviceId === 'string' && (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_2__/* .isPathSegment */ .bQ)(scope.serviceId);
    return { kind, canReadLogs, canReadDomains, ...(bound ? { serviceId: scope.serviceId } : {}) };
}
/** What a key without logs: read costs this run, said once, before anything changes. */
function warnNoLogs(inputs, log) {
    const follows = inputs.logs && inputs.wait;
    if (!follows && !inputs.verify)
        return;
    const costs = [
        follows ? 'the deployment is followed without its log' : undefined,
        inputs.verify
            ? 'the verification window runs on the health check and the deployment list alone (no runtime log is read)'
            : undefined
    ].filter(cost => cost !== undefined);
    log.warning(`The API key lacks logs: read, so ${costs.join(', and ')}. Grant logs: read to the key to see ${follows ? 'the live log' : 'the runtime log'}.`, follows ? 'No deployment log' : 'No runtime log');
}
/** The first phase of a run: the key checked before anything is changed. */
async function checkTheKey(run, inputs) {
    // A larger run (an app) checked the key once for all its services.
    const key = run.checkedKey ?? (await run.phase('Checking the API key', () => checkKey(run.client, inputs, run.host)));
    run.found.key = key;
    return key;
}
/**
 * Whether the key is a service key: its kind read as a word, whatever its case or the blanks
 * around it (`"Service "`). The one comparison of every check that treats a service key apart:
 * read strictly, a kind the service spells loosely would pass as a wider key.
 */
function isServiceKey(scope) {
    return typeof scope?.kind === 'string' && scope.kind.trim().toLowerCase() === 'service';
}
/** A service key bound to another service than the run's is refused. */
function checkBinding(service, scope, serviceId) {
    if (service && scope.serviceId !== undefined && serviceId !== undefined && scope.serviceId !== serviceId) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyRefused */ .mG(`The API key is a service key bound to service ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(String(scope.serviceId), 80)}, but ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('serviceId')} is ${serviceId}.`, "use that service's key, or a project or account key.");
    }
}
/** The window's log patterns named by their settings; undefined when it has none. */
function patternsOf(verify) {
    const named = [
        verify?.failOnLog.length ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('failOnLog') : undefined,
        verify?.ignoreLog.length ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('ignoreLog') : undefined
    ].filter(name => name !== undefined);
    return named.length === 0 ? undefined : named.join(' and ');
}
/**
 * A scoped key needs deployments:write, variables:write when variables are given, and logs:read
 * when log patterns are given: they match nothing without the runtime log, so the window they
 * ask for could not be kept.
 */
function checkPermissions(kind, permissions, withVariables, patterns) {
    if (permissions === undefined)
        return;
    const missing = [];
    if (!grants(permissions.deployments, 'write'))
        missing.push('deployments: write');
    if (withVariables && !grants(permissions.variables, 'write'))
        missing.push('variables: write');
    const deploys = missing.length > 0;
    const logs = patterns !== undefined && !grants(permissions.logs, 'read');
    if (logs)
        missing.push('logs: read');
    if (missing.length === 0)
        return;
    const needs = [
        deploys ? (withVariables ? 'import variables and deploy' : 'deploy') : undefined,
        logs ? `match ${patterns} against the runtime log` : undefined
    ].filter(need => need !== undefined);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyRefused */ .mG(`The ${kind} key lacks the permission${missing.length > 1 ? 's' : ''} ${missing.join(' and ')} needed to ${needs.join(', and to ')}. Nothing was changed.`, `grant ${missing.join(' and ')} to the key in the dashboard, or use another key${logs ? `, or remove ${patterns}` : ''}.`);
}
/** Write implies read (spec, Authentication 4). */
function grants(level, needed) {
    return level === 'write' || (needed === 'read' && level === 'read');
}
/**
 * GET /api/auth/me: who the key is; a 401 is the key refused. The path names no service, so a
 * 404 there is the base URL pointing somewhere else than the API's root (e.g. with /api/v1).
 */
async function readIdentity(client) {
    try {
        const identity = await client.whoami();
        if (typeof identity !== 'object' || identity === null || Array.isArray(identity))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnusableAnswer */ .kf('The answer of /api/auth/me is not an identity object.', `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('baseUrl')}.`);
        return identity;
    }
    catch (error) {
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 401) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .KeyRefused */ .mG('The API key is missing, invalid or revoked (HTTP 401 from /api/auth/me).', `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('apiKey')}, or create a new key in the dashboard.`);
        }
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 404) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NotFound */ .Mk(`The base URL answered HTTP 404 at /api/auth/me, a path that names no service: ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('baseUrl')} does not point at the API's root.`, `set ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('baseUrl')} to the API's root URL, without /api or a version (e.g. https://api.example.com).`);
        }
        throw error;
    }
}
/** A project key's environment limit: names when the service lists them; none when it says none (null or absent). */
function environmentsOf(raw, text) {
    if (raw === undefined || raw === null)
        return undefined;
    if (!Array.isArray(raw))
        return 'unreadable';
    const names = raw.map(item => text(item, 60));
    if (names.some(name => name === undefined))
        return 'unreadable';
    return names.slice(0, 50);
}
/**
 * Who the key is and what it may do, every remote string made safe: an account key (no key
 * scope) reads every category, and writes them unless it is read-only, which /api/auth/me does
 * not tell; a scoped key what its permissions grant.
 */
function describeKey(identity) {
    const text = (value, max = 80) => typeof value === 'string' && value !== '' ? (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(value, max) : undefined;
    const id = (value) => typeof value === 'string' && (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_2__/* .isPathSegment */ .bQ)(value) ? value : text(value);
    const scope = identity.keyScope;
    const owner = { name: text(identity.name), email: text(identity.email) };
    if (!scope)
        return {
            kind: 'account',
            ...owner,
            can: { deploy: undefined, importVariables: undefined, readLogs: true, readDomains: true }
        };
    const permissions = {};
    for (const [category, level] of Object.entries(scope.permissions ?? {}))
        if (/^[a-z][a-z_-]{0,39}$/i.test(category) && (level === 'read' || level === 'write'))
            permissions[category] = level;
    const all = scope.permissions === undefined;
    const may = (category, needed) => all || grants(permissions[category], needed);
    return {
        kind: text(scope.kind, 40) ?? 'scoped',
        ...owner,
        serviceId: id(scope.serviceId),
        serviceName: text(scope.serviceName),
        projectId: id(scope.projectId),
        environments: environmentsOf(scope.environments, text),
        ...(all ? {} : { permissions }),
        can: {
            deploy: may('deployments', 'write'),
            importVariables: may('variables', 'write'),
            readLogs: may('logs', 'read'),
            readDomains: may('domains', 'read')
        }
    };
}


/***/ }),

/***/ 1349:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ warnDoubtfulAppPatterns),
/* harmony export */   x: () => (/* binding */ warnDoubtfulPatterns)
/* harmony export */ });
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7063);
/* harmony import */ var _verify_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6095);


// Log patterns that look like mistakes (quotes kept, a YAML list's "- " inside a multi-line
// input) are taken as written, and said once at the start of the run: the author may mean them.
const TITLE = 'Log pattern taken literally';
/** The window's doubtful patterns, said before the key check; an app said its services' itself. */
function warnDoubtfulPatterns(run, config) {
    if (run.checkedKey !== undefined || config.verify === undefined)
        return;
    const doubts = [
        ...(0,_verify_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_1__/* .doubtfulPatterns */ .h)((0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .setting */ .Pe)('failOnLog'), config.verify.failOnLog),
        ...(0,_verify_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_1__/* .doubtfulPatterns */ .h)((0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_0__/* .setting */ .Pe)('ignoreLog'), config.verify.ignoreLog)
    ];
    for (const doubt of doubts)
        run.host.warning(doubt, TITLE);
}
/**
 * Each service's doubtful patterns before the app's key check: a pattern several services take
 * (from the top of the file, say) said once, naming them all.
 */
function warnDoubtfulAppPatterns(app, log) {
    const services = new Map();
    for (const { name, config } of app.services) {
        const lists = { 'fail-on-log': config.verify?.failOnLog ?? [], 'ignore-log': config.verify?.ignoreLog ?? [] };
        for (const [key, patterns] of Object.entries(lists))
            for (const pattern of patterns) {
                const id = JSON.stringify([key, pattern]);
                const seen = services.get(id) ?? { key, pattern, names: [] };
                seen.names.push(`\`${name}\``);
                services.set(id, seen);
            }
    }
    for (const { key, pattern, names } of services.values()) {
        const name = `\`${key}\` of service${names.length > 1 ? 's' : ''} ${names.join(', ')}`;
        for (const doubt of (0,_verify_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_1__/* .doubtfulPatterns */ .h)(name, [pattern]))
            log.warning(doubt, TITLE);
    }
}


/***/ }),

/***/ 3490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pT: () => (/* binding */ queueDeployment)
/* harmony export */ });
/* unused harmony exports LIST_SETTLE_MS, LOOKUP_PAGES */
/* harmony import */ var _core_deadline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6343);
/* harmony import */ var _api_deployment_list_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(410);
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3249);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _conflict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3601);
/* harmony import */ var _text_identifiers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2319);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5513);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7063);








// Queuing the deployment exactly once. The deploy POST is not idempotent: after a lost
// answer (network error, 5xx, unreadable body) the service may or may not have queued it.
// So the action looks at the service's newest deployments for one of this ref created
// after the request was sent, adopts it if there is one, and only otherwise tries once
// more. When it cannot tell, it stops rather than risk a second deployment. A 429 is not a
// lost answer: the service refused the request unhandled, and http.ts sends it again.
/** How long after a lost answer a queued deployment may take to show in the list. */
const LIST_SETTLE_MS = 1500;
/** Slack for the service's clock (its Date header has 1 s resolution). */
const CLOCK_SLACK_MS = 2000;
/** Pages read back to the request: a busy service may push ours off the first (docs/api-notes.md, Deployment record). */
const LOOKUP_PAGES = 5;
async function queueDeployment(options) {
    const { client, serviceId, ref } = options;
    // When the attempt whose answer was lost went out: after 429s that is the last attempt, not
    // the first, or a deployment of this ref queued meanwhile by someone else would be adopted.
    let sentAt = Date.now();
    const onSend = () => void (sentAt = client.serverNow() ?? Date.now());
    try {
        return accepted(await client.deploy(serviceId, ref, onSend), ref);
    }
    catch (error) {
        explainConflict(error);
        if (!mayHaveBeenQueued(error))
            throw error;
        options.log.info(`The deploy request got no usable answer (${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_5__/* .messageExcerpt */ .JA)(error.message, 200)}). Checking whether the service queued it before trying again.`);
        const found = await findQueued(options, sentAt);
        if (found.kind === 'unknown') {
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AnswerLost */ .F4(`The deploy request got no usable answer, and the service's deployment list does not show whether it was queued (${found.why}). It is not sent again, so as never to queue two deployments. First error: ${error.message}`, `check the service's deployments in the dashboard, then ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .phrase */ .MZ)('runAgain')} if none was queued.`);
        }
        if (found.kind === 'found') {
            const deploymentId = (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_4__/* .deploymentIdFrom */ .zg)(found.id, 'the deployment list');
            options.log.info(`The service had queued it: deployment ${deploymentId}.`);
            return { deploymentId, ref: found.ref === undefined ? (ref ?? '') : (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_4__/* .refFrom */ .Uo)(found.ref, 'the deployment list') };
        }
        options.log.info('The service had not queued it; trying once more.');
        return second(options);
    }
}
/** The one retry: its failure is final. */
async function second(options) {
    try {
        return accepted(await options.client.deploy(options.serviceId, options.ref), options.ref);
    }
    catch (error) {
        // A 409 now may be our own first deployment, queued after all and in progress: never a
        // "busy" service to wait for and deploy to again (if-busy), which could queue a second one.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status === 409) {
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AnswerLost */ .F4(`The deploy request got no usable answer, then HTTP 409 when it was sent again ("${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_5__/* .messageExcerpt */ .JA)(error.serverMessage ?? 'no reason given', 300)}"): the first may have been queued after all and be in progress. It is not sent again, so as never to queue two deployments.`, "check the service's deployments in the dashboard.");
        }
        if (mayHaveBeenQueued(error)) {
            throw new _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .AnswerLost */ .F4(`The deploy request failed twice; the second time without a usable answer, so a deployment may have been queued. Last error: ${error.message}`, "check the service's deployments in the dashboard.");
        }
        throw error;
    }
}
function accepted(response, ref) {
    const id = response?.deploymentId;
    if (typeof id !== 'string' && typeof id !== 'number') {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnusableAnswer */ .kf('The service accepted the deploy but its answer carries no deploymentId, so the deployment cannot be followed.', 'check the service in the dashboard.');
    }
    const resolved = response.ref;
    return {
        deploymentId: (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_4__/* .deploymentIdFrom */ .zg)(id, 'the deploy answer'),
        ref: typeof resolved === 'string' ? (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_4__/* .refFrom */ .Uo)(resolved, 'the deploy answer') : (ref ?? '')
    };
}
/** 409: the service's state prevents a deploy (spec, Errors). Nothing was queued. */
function explainConflict(error) {
    if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status === 409) {
        throw new _conflict_js__WEBPACK_IMPORTED_MODULE_3__/* .DeployConflict */ .M(`The service's current state prevents a deploy (HTTP 409): "${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_5__/* .messageExcerpt */ .JA)(error.serverMessage ?? 'no reason given', 300)}". Nothing was queued.`, `inspect the service in the dashboard, then ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_6__/* .phrase */ .MZ)('runAgain')}.`, error.serverMessage);
    }
}
/** A lost or unusable answer: the request may have been handled. 4xx answers were not. */
function mayHaveBeenQueued(error) {
    return (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .NetworkError */ .Dr ||
        error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UnreadableAnswerError */ .mP ||
        (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ApiError */ .hD && error.status >= 500));
}
/**
 * A deployment of this ref created since `sentAt`, looked for twice. The list is read back to the
 * request: the earliest one since is ours only if nothing between it and the request is unread.
 */
async function findQueued(options, sentAt) {
    let result = { kind: 'unknown', why: 'the list could not be read' };
    for (let attempt = 0; attempt < 2; attempt++) {
        if (attempt > 0)
            await (options.sleep ?? _core_deadline_js__WEBPACK_IMPORTED_MODULE_7__/* .sleep */ .yy)(LIST_SETTLE_MS, options.signal);
        try {
            const records = [];
            for await (const record of (0,_api_deployment_list_js__WEBPACK_IMPORTED_MODULE_0__/* .deploymentsOf */ .o)(options.client, options.serviceId, { maxPages: LOOKUP_PAGES })) {
                records.push(record);
                // Newest first: what follows is older still.
                if (record.createdAt !== undefined && record.createdAt < sentAt - CLOCK_SLACK_MS)
                    break;
            }
            result = match(records, options.ref, sentAt);
        }
        catch (error) {
            if (options.signal.aborted)
                throw error;
            result = { kind: 'unknown', why: `reading it failed: ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_5__/* .messageExcerpt */ .JA)(error.message, 160)}` };
        }
        if (result.kind !== 'absent')
            return result;
    }
    return result;
}
function match(records, ref, sentAt) {
    const since = sentAt - CLOCK_SLACK_MS;
    const dated = records.filter(record => record.createdAt !== undefined);
    const mine = dated.filter(({ id, createdAt = 0, ...record }) => id !== undefined && createdAt >= since && (ref === undefined || record.ref === ref || record.commitSha === ref));
    // The earliest one since the request: a later one is someone else's deploy of the same ref.
    // The list is newest first, so of equal times (a coarse clock) the one listed last is earliest.
    const best = mine.reduce((earliest, record) => (!earliest || (record.createdAt ?? 0) <= (earliest.createdAt ?? 0) ? record : earliest), undefined);
    if (best?.id !== undefined)
        return { kind: 'found', id: best.id, ref: best.ref };
    if (records.length > 0 && dated.length === 0)
        return { kind: 'unknown', why: 'its records carry no createdAt' };
    return { kind: 'absent' };
}


/***/ }),

/***/ 6691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ rollBack)
/* harmony export */ });
/* unused harmony export MAX_PAGES */
/* harmony import */ var _api_deployment_list_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(410);
/* harmony import */ var _text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2319);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5513);
/* harmony import */ var _watch_state_watcher_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8573);
/* harmony import */ var _watch_states_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2429);
/* harmony import */ var _queue_deploy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3490);






// rollback: after a failed deployment or health check, the ref of the newest earlier deployment
// that went live and is `rollbackable` is queued again and followed with its log. Once per run:
// the redeploy itself is never rolled back. The step still fails; this says what is live now.
/** Pages of the deployment list read to find the failed deployment and an earlier good one. */
const MAX_PAGES = 5;
async function rollBack(options) {
    const { client, serviceId, failedId, deadline } = options;
    const found = await findLastGood(client, serviceId, failedId);
    if (found.kind !== 'found') {
        const note = found.kind === 'newer'
            ? `Nothing was rolled back: deployment ${found.id} is newer than ${failedId}, so redeploying an older ref would replace it.`
            : found.kind === 'unplaced'
                ? `Nothing was rolled back: deployment ${failedId} is not among the newest deployments read, so which one is earlier cannot be told.`
                : `Nothing was rolled back: no deployment before ${failedId} went live and is still rollbackable.`;
        options.log.info(note);
        return { note };
    }
    const lastGood = found.good;
    options.log.info(`Redeploying ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(lastGood.ref, 100)}, the ref of deployment ${lastGood.id}, the last one that went live.`);
    const queued = await (0,_queue_deploy_js__WEBPACK_IMPORTED_MODULE_5__/* .queueDeployment */ .pT)({
        client,
        serviceId,
        ref: lastGood.ref,
        signal: deadline.signal,
        log: options.log
    });
    await options.onQueued(queued);
    options.log.info(`Queued deployment ${queued.deploymentId} of ${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(queued.ref || lastGood.ref, 100)}.`);
    const watched = await (0,_watch_state_watcher_js__WEBPACK_IMPORTED_MODULE_3__/* .watchDeployment */ .Jh)({
        client,
        serviceId,
        deploymentId: queued.deploymentId,
        deadline,
        sink: options.sink,
        followLogs: options.followLogs,
        log: options.log
    });
    const ref = (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(queued.ref || lastGood.ref, 100);
    const note = watched.outcome === 'success'
        ? `Rolled back: deployment ${queued.deploymentId} of ${ref} is live now.`
        : `The rollback to ${ref} did not go live either (deployment ${queued.deploymentId}: ${watched.outcome}, status "${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(watched.status ?? 'unknown', 60)}"); check what is live in the dashboard.`;
    options.log.info(note);
    return { queued, note, outcome: watched.outcome };
}
/**
 * The newest deployment older than `failedId` that went live and is rollbackable, with its ref;
 * only while the failed deployment is the newest of all (the list is newest first).
 */
async function findLastGood(client, serviceId, failedId) {
    let pastFailed = false;
    for await (const record of (0,_api_deployment_list_js__WEBPACK_IMPORTED_MODULE_0__/* .deploymentsOf */ .o)(client, serviceId, { maxPages: MAX_PAGES })) {
        if (record.id === failedId)
            pastFailed = true;
        else if (!pastFailed)
            return record.id === undefined ? { kind: 'unplaced' } : { kind: 'newer', id: (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_2__/* .messageExcerpt */ .JA)(record.id, 60) };
        else {
            const good = goodRef(record);
            if (good)
                return { kind: 'found', good };
        }
    }
    return pastFailed ? { kind: 'none' } : { kind: 'unplaced' };
}
function goodRef({ id, status, ref, rollbackable }) {
    if (!rollbackable || status === undefined || id === undefined || ref === undefined || ref === '')
        return undefined;
    if ((0,_watch_states_js__WEBPACK_IMPORTED_MODULE_4__/* .classifyState */ .ai)(status).class !== 'success')
        return undefined;
    return { id: (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__/* .deploymentIdFrom */ .zg)(id, 'the deployment list'), ref: (0,_text_identifiers_js__WEBPACK_IMPORTED_MODULE_1__/* .refFrom */ .Uo)(ref, 'the deployment list') };
}


/***/ }),

/***/ 2400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ PhaseFailed),
  A: () => (/* binding */ startRun)
});

// EXTERNAL MODULE: ./src/api/hosting-api.ts
var hosting_api = __webpack_require__(7855);
// EXTERNAL MODULE: ./src/api/rate-limit.ts + 2 modules
var rate_limit = __webpack_require__(3378);
// EXTERNAL MODULE: ./src/core/deadline.ts
var core_deadline = __webpack_require__(6343);
// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/watch/log-sink.ts
var log_sink = __webpack_require__(6801);
;// CONCATENATED MODULE: ./src/watch/log-budget.ts
// One byte budget for the log lines of a whole run: every deployment's sink draws on it for the
// lines it prints (the run's deployment, its rollback, each service of an app and each return to
// a previous ref), and an app's grouped service hosts for the lines they keep until their service
// ends. Past it, lines are counted, not printed or kept: a service that floods its log (even with
// empty lines) cannot fill the job log or the memory, however many deployments the run follows.
// The deployments are still followed to their end by their state.
/**
 * The log bytes one run prints and keeps: a single service's most before there was a budget (its
 * deployment's 64 MiB cap, MAX_LOG_BYTES in log-sink.ts, and as much again for its rollback), so
 * one service prints what it always did; an app of any size shares it instead of multiplying it.
 * Kept whole in memory (grouped output) at their measured heap cost, 128 MiB of lines stay far
 * below what Node's heap allows on a CI runner.
 */
const RUN_LOG_BYTES = 128 * 1024 * 1024;
class LogBudget {
    maxBytes;
    #left;
    /** Lines and bytes refused once the budget was spent: counted, never kept. */
    #refused = { lines: 0, bytes: 0 };
    constructor(maxBytes = RUN_LOG_BYTES) {
        this.maxBytes = maxBytes;
        this.#left = maxBytes;
    }
    /** Takes `bytes` for `lines` line(s): true when they fit; false once spent, and they are counted as left out. */
    take(bytes, lines = 1) {
        if (this.#refused.lines === 0 && bytes <= this.#left) {
            this.#left -= bytes;
            return true;
        }
        this.#refused.lines += lines;
        this.#refused.bytes += bytes;
        return false;
    }
    /** What the budget left out, in one sentence for the run's end; undefined when it left out nothing. */
    describe() {
        const { lines, bytes } = this.#refused;
        if (lines === 0)
            return undefined;
        return `${lines.toLocaleString('en')} more log line${lines === 1 ? '' : 's'} (${bytes.toLocaleString('en')} bytes) not printed: the run's logs passed their budget of ${sizeOf(this.maxBytes)} (every deployment's lines, and those kept for a grouped log). Each deployment was still followed to its end.`;
    }
}
function sizeOf(bytes) {
    return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes.toLocaleString('en')} bytes`;
}

;// CONCATENATED MODULE: ./src/steps/run.ts







/** The run's clock, cancelled by the face's signal, and what every phase shares. */
function startRun(config, faceHost, options, found) {
    const words = options.words ?? vocabulary/* ACTION_WORDS */.dC;
    const spelled = (0,vocabulary/* spellingHost */.Bm)(faceHost, words);
    const host = {
        ...spelled,
        event: event => {
            if (event.type === 'state')
                run.lastStatus = event.status;
            spelled.event(event);
        }
    };
    const deadline = new core_deadline/* Deadline */.B2(config.timeoutMs, options.startedAt ?? Date.now(), options.within);
    const budget = options.logBudget ?? new LogBudget();
    const cancel = () => deadline.cancel('the job was cancelled');
    if (options.signal?.aborted)
        cancel();
    options.signal?.addEventListener('abort', cancel, { once: true });
    const client = clientOf(config, options, deadline, host);
    const stop = () => {
        options.signal?.removeEventListener('abort', cancel);
        deadline.dispose();
    };
    const phase = async (name, fn, title = name) => {
        // A 429 is said once per phase (api/rate-limit.ts).
        client.rateLimits.enterPhase(name);
        try {
            host.event({ type: 'phase', name });
            return await host.group(title, fn);
        }
        catch (error) {
            throw new PhaseFailed(name, error);
        }
    };
    const run = {
        host,
        words,
        lastStatus: undefined,
        client,
        deadline,
        sink: new log_sink/* LogSink */.y$(host, log_sink/* MAX_LOG_BYTES */.w5, budget),
        budget,
        ownsBudget: options.logBudget === undefined,
        found,
        checkedKey: options.key,
        readUrl: options.serviceUrl,
        readsRuntimeLog: options.runtimeLog ?? true,
        verdict: once((ok, failure) => options.onVerdict?.(ok, failure && { title: (0,vocabulary/* spell */.lO)(failure.title, words), message: (0,vocabulary/* spell */.lO)(failure.message, words) })),
        phase,
        stop
    };
    return run;
}
/** The run's client: a larger run's, derived (its pool and rate limits, this run's clock), or its own. */
function clientOf(config, options, deadline, log) {
    return (options.client?.derive({ signal: deadline.signal, log }) ??
        new hosting_api/* HostingClient */.o({
            baseUrl: config.baseUrl,
            apiKey: config.apiKey,
            userAgent: version/* USER_AGENT */._,
            signal: deadline.signal,
            rateLimits: new rate_limit/* RateLimits */.Lg(Date.now, deadline.expiresAt, log),
            log
        }));
}
/**
 * `tell`, called once with the run's outcome, or twice when a success turns out a failure: live
 * and healthy, then broken in its verification window. A failure is final.
 */
function once(tell) {
    let told;
    return (ok, failure) => {
        if (told === false || told === ok)
            return;
        told = ok;
        tell(ok, failure);
    };
}
/** An error of a phase, carrying the phase's name for the failure message. */
class PhaseFailed extends Error {
    phase;
    error;
    constructor(phase, error) {
        super(phase);
        this.phase = phase;
        this.error = error;
    }
}


/***/ }),

/***/ 9436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ findServiceUrl),
/* harmony export */   Lj: () => (/* binding */ firstVerified),
/* harmony export */   Pf: () => (/* binding */ reportGivenUrl)
/* harmony export */ });
/* unused harmony export serviceUrl */
/* harmony import */ var _api_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3249);
/* harmony import */ var _api_hosting_api_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7855);
/* harmony import */ var _core_deadline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6343);
/* harmony import */ var _text_error_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6589);
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5513);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7063);






// The `url` output: environment-url when given, else https:// and the service's first verified
// domain (GET domains; the key needs domains:read). Unknown is not an error: the output is empty.
/** Domain status words that mean the domain serves traffic (docs/api-notes.md, Domains). */
const SERVING = /^(verified|active|issued|ready|live)$/i;
/** A DNS hostname: labels of letters, digits and hyphens, no port. */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/i;
async function serviceUrl(client, inputs, key, log) {
    if (inputs.environmentUrl !== undefined)
        return inputs.environmentUrl;
    if (!key.canReadDomains) {
        log.info(`No ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('urlOutput')}: ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('environmentUrl')} is empty and the API key lacks domains: read to find a verified domain.`);
        return undefined;
    }
    // One optional read's budget for the domains and, after a 404, the look at the deployments.
    const budget = AbortSignal.timeout(_api_hosting_api_js__WEBPACK_IMPORTED_MODULE_1__/* .OPTIONAL_READ_MS */ .F);
    let answer;
    try {
        answer = await client.domains(inputs.serviceId, budget);
    }
    catch (error) {
        if ((0,_core_deadline_js__WEBPACK_IMPORTED_MODULE_5__/* .isTimeUp */ .dC)(error)) {
            log.warning(`The service did not list its domains within ${_api_hosting_api_js__WEBPACK_IMPORTED_MODULE_1__/* .OPTIONAL_READ_MS */ .F / 1000} s (it may be rate limiting), so ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('urlOutput')} is empty.`, 'Service URL unknown');
            return undefined;
        }
        // Most often a mistyped service id: the deploy's own 404 says so, once. Warned when the service is there.
        if (error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD &&
            error.status === 404 &&
            !(await serviceIsThere(client, inputs.serviceId, budget))) {
            log.debug(`The service's domains answered HTTP 404, as its deployments do: the deploy will say it is not found.`);
            return undefined;
        }
        log.warning(
        // The title leads the message where a CI has no titles: the message starts with its own cause.
        `${(0,_text_error_text_js__WEBPACK_IMPORTED_MODULE_2__/* .describeError */ .U)("Reading the service's domains", error).replace(/\.$/, '')}, so ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('urlOutput')} is empty.`, 'Service URL unknown');
        return undefined;
    }
    const url = firstVerified(answer, log);
    sayUrl(url, log);
    return url;
}
/**
 * Whether the service answers for its deployments (a key that may deploy may read them); in
 * doubt, yes. `budget` is what is left of the domains read's: no time of its own on top.
 */
async function serviceIsThere(client, serviceId, budget) {
    try {
        await client.listDeployments(serviceId, { limit: 1, signal: budget });
        return true;
    }
    catch (error) {
        return !(error instanceof _api_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ApiError */ .hD && error.status === 404);
    }
}
/** The url output as the domains gave it, said once. */
function sayUrl(url, log) {
    if (url === undefined)
        log.info(`No ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('urlOutput')}: the service has no verified domain, and ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_4__/* .setting */ .Pe)('environmentUrl')} is empty.`);
    else
        log.info(`Service URL: ${url}`);
}
/** environment-url is the url output from the start: sent even if the key check fails. */
function reportGivenUrl(run, inputs) {
    run.found.url = inputs.environmentUrl;
    if (inputs.environmentUrl !== undefined)
        run.host.event({ type: 'output', name: 'url', value: inputs.environmentUrl });
}
/** The url output once the key is checked: environment-url, sent already, else a verified domain, sent once found. */
async function findServiceUrl(run, inputs, key) {
    if (inputs.environmentUrl !== undefined)
        return inputs.environmentUrl;
    // A larger run (an app) read the domains already, and says once which services have no URL.
    const url = run.readUrl ? run.readUrl.url : await serviceUrl(run.client, inputs, key, run.host);
    if (run.readUrl && url !== undefined)
        sayUrl(url, run.host);
    run.found.url = url;
    if (url !== undefined)
        run.host.event({ type: 'output', name: 'url', value: url });
    return url;
}
/** https:// and the first record whose status says it serves traffic and whose hostname is one. */
function firstVerified(answer, log) {
    const records = Array.isArray(answer)
        ? answer
        : Array.isArray(answer?.domains)
            ? answer.domains
            : [];
    let warned = false;
    for (const record of records) {
        if (typeof record?.status !== 'string' || !SERVING.test(record.status.trim()))
            continue;
        if (typeof record.hostname !== 'string')
            continue;
        const hostname = record.hostname.trim().replace(/\.$/, '');
        const name = dnsName(hostname);
        if (name !== undefined)
            return `https://${name}`;
        // Once: a hostile list must not fill the log with warnings.
        if (!warned)
            log.warning(`Domain "${(0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_3__/* .messageExcerpt */ .JA)(hostname, 80)}" is not a DNS name (an IP address in any spelling, a port, or malformed): not used for the url output or the health check.`);
        warned = true;
    }
    return undefined;
}
/**
 * The host as the URL parser reads it, when that is a DNS name: never an IP address in any
 * spelling (`0x7f.1`, `2130706433`, `[::1]`), which the parser turns into one the service
 * chose, nor a port, which a custom domain does not carry.
 */
function dnsName(hostname) {
    if (!HOSTNAME.test(hostname))
        return undefined;
    let host;
    try {
        const url = new URL(`https://${hostname}/`);
        if (url.port !== '' || url.username !== '' || url.password !== '')
            return undefined;
        host = url.hostname;
    }
    catch {
        return undefined;
    }
    // The parser writes every IPv4 spelling as four decimals, and IPv6 in brackets.
    if (/^[\d.]+$/.test(host) || host.startsWith('['))
        return undefined;
    return host;
}


/***/ }),

/***/ 6589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ describeError)
/* harmony export */ });
/* harmony import */ var _core_deadline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6343);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _remote_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5513);



/**
 * What went wrong while doing `phase`, one sentence safe to print: a user-facing error's own
 * message, else what failed and the error's text; a thrown non-Error is described too. For
 * warnings and notes; a run's failure is explained by engine/failure.ts.
 */
function describeError(phase, error) {
    if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserFacingError */ .Ui)
        return error.message;
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .TimeoutReached */ .g)
        return `${phase} did not finish in time.`;
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_2__/* .Cancelled */ .cJ)
        return `${phase} was interrupted.`;
    if (error instanceof Error)
        return `${phase} failed unexpectedly: ${(0,_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(error.message, 500)}`;
    return `${phase} failed unexpectedly: ${(0,_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .messageExcerpt */ .JA)(String(error), 500)}`;
}


/***/ }),

/***/ 2319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ refFrom),
/* harmony export */   _$: () => (/* binding */ isCommitSha),
/* harmony export */   bQ: () => (/* binding */ isPathSegment),
/* harmony export */   zO: () => (/* binding */ statusFrom),
/* harmony export */   zg: () => (/* binding */ deploymentIdFrom)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _remote_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5513);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9690);
/* harmony import */ var _core_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7063);




// Values the service sends that the action passes on (into outputs, URL paths, GitHub) are
// validated, never rewritten: a value that is not what it claims to be fails the step, so a
// later step never reads a corrupted or redacted id. A value holding the API key or the
// GitHub token fails too: a hostile server must not be able to put them into an output.
/** A commit id (hex, 7 to 64 characters) that may be shown as one; anything else is no commit. */
function isCommitSha(sha) {
    return sha !== undefined && /^[0-9a-f]{7,64}$/i.test(sha);
}
/** An id usable as exactly one URL path segment: no `/`, `%`, controls, `.` or `..`. */
const SEGMENT = /^[A-Za-z0-9._~:@-]{1,200}$/;
/** A ref or state: one line of printable text, bounded. */
const MAX_REF_LENGTH = 1000;
const MAX_STATUS_LENGTH = 100;
function isPathSegment(id) {
    return SEGMENT.test(id) && id !== '.' && id !== '..';
}
/** A deployment id from the service, or an UserFacingError that says why it cannot be used. */
function deploymentIdFrom(value, where) {
    const id = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
    if (typeof id !== 'string' || !isPathSegment(id) || (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .containsCredential */ .hg)(id)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnusableAnswer */ .kf(`The service sent a deployment id that is not a plain id (${where}: ${describe(id)}); expected letters, digits and . _ ~ : @ - (at most 200), not "." or "..". It is not used, so as not to call or report the wrong deployment.`, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .setting */ .Pe)('baseUrl')} points at the hosting API.`);
    }
    return id;
}
/** A ref from the service: one line of at most 1000 printable characters. */
function refFrom(value, where) {
    if (typeof value !== 'string' || !isLine(value, MAX_REF_LENGTH) || (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .containsCredential */ .hg)(value)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnusableAnswer */ .kf(`The service sent a ref that is not one line of at most ${MAX_REF_LENGTH} printable characters (${where}: ${describe(value)}).`, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .setting */ .Pe)('baseUrl')} points at the hosting API.`);
    }
    return value;
}
/** A deployment state from the service: one line of at most 100 printable characters. */
function statusFrom(value, where) {
    if (typeof value !== 'string' ||
        !isLine(value, MAX_STATUS_LENGTH) ||
        value.trim() === '' ||
        (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .containsCredential */ .hg)(value)) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UnusableAnswer */ .kf(`The service sent a deployment state that is not one word or short line of at most ${MAX_STATUS_LENGTH} printable characters (${where}: ${describe(value)}).`, `check ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_3__/* .setting */ .Pe)('baseUrl')} points at the hosting API.`);
    }
    return value;
}
/** Printable text on one line: no controls, no line or paragraph separators, no invisible characters. */
function isLine(value, max) {
    return value.length <= max && !/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/u.test(value);
}
function describe(value) {
    if (typeof value === 'string')
        return `"${(0,_remote_text_js__WEBPACK_IMPORTED_MODULE_1__/* .remoteText */ .SW)(value, { max: 60 })}" (${value.length} characters)`;
    return value === undefined ? 'none' : `a ${value === null ? 'null' : typeof value}`;
}


/***/ }),

/***/ 8289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ plainSentence),
/* harmony export */   im: () => (/* binding */ outputTexts)
/* harmony export */ });
/* unused harmony export credentialFree */
/* harmony import */ var _core_outputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1533);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9690);


/** `value`, or empty with a warning naming `name` when it holds the API key or the GitHub token. */
function credentialFree(name, value, warnings) {
    if (!(0,_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .containsCredential */ .hg)(value))
        return value;
    warnings.push(`${name} is written empty: its value holds the API key or the GitHub token.`);
    return '';
}
/** Every output of a run as text, each holding no secret; `name` spells an output in the warnings. */
function outputTexts(result, name, warnings) {
    const texts = {};
    for (const output of _core_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .OUTPUTS */ .py) {
        const text = (0,_core_outputs_js__WEBPACK_IMPORTED_MODULE_0__/* .outputText */ .jO)(output.value(result));
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


/***/ }),

/***/ 5513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hv: () => (/* binding */ logLineInFrame),
/* harmony export */   J1: () => (/* binding */ lineForAnnotation),
/* harmony export */   JA: () => (/* binding */ messageExcerpt),
/* harmony export */   M8: () => (/* binding */ defuseGithubCommands),
/* harmony export */   SW: () => (/* binding */ remoteText),
/* harmony export */   l6: () => (/* binding */ MAX_LINE_LENGTH)
/* harmony export */ });
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9690);
/* harmony import */ var _visible_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2909);


// Text that comes from the service (log lines, names, ids, states, error bodies, reasons) is
// untrusted. `remoteText` is the one sanitiser every such string passes before it reaches the
// job log, an annotation, the summary or GitHub: secrets redacted, one line, no control or
// invisible characters, nothing the runner could take for a workflow command, bounded.
//
// The runner's rules it defends against (actions/runner, ActionCommandManager): a line is a
// command when, after .NET's TrimStart, it starts with `::`, or when it contains `##[`
// anywhere; stdout lines end at CR, LF or CRLF.
/** The longest log line printed as is; the rest of a longer line is cut with a marker. */
const MAX_LINE_LENGTH = 16 * 1024;
/** Remote text longer than this is cut before any pattern runs on it (no regex sees more). */
const MAX_SCAN = 64 * 1024;
/** How much of a body an excerpt looks at. */
const EXCERPT_SCAN = 8 * 1024;
/** Whitespace as .NET's Char.IsWhiteSpace sees it: what the runner's TrimStart removes. */
const RUNNER_WHITESPACE = '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEGACY_COMMAND = /##\[/g;
const LEADING_COLON = new RegExp(`^([${RUNNER_WHITESPACE}]*):`);
const LEADING_HASH = new RegExp(`^([${RUNNER_WHITESPACE}]*)#\\[`);
const TRAILING_HASH = /(?<!\\)#$/;
/**
 * One line of remote text, safe to print anywhere: redacted; CR, LF and every other control
 * or invisible character removed; `##[` and a leading `:` defused so that neither this text
 * nor any line it starts can be read as a workflow command; at most `max` characters.
 */
function remoteText(text, options = {}) {
    const max = options.max ?? 300;
    let raw = typeof text === 'string' ? text : String(text);
    const over = raw.length > MAX_SCAN ? raw.length - MAX_SCAN : 0;
    if (over > 0)
        raw = raw.slice(0, MAX_SCAN);
    // Redaction comes after every removal, so a secret split by invisible or colour codes is
    // still found; defusing comes last, so a redaction cannot reassemble a command.
    let line = (0,_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLine */ .TN)(raw);
    // Most lines hold no escape at all: the colour passes are skipped for them.
    const plain = line.includes('\x1b') ? line.replace(_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .ANSI */ .mh, '') : line;
    const hide = options.record === true ? redactRecord : _secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$;
    line = options.framed ? framedLine(line, plain, hide) : defuseGithubCommands(hide(plain));
    const cut = Math.max(0, line.length - max) + over;
    if (cut === 0)
        return line;
    // Cutting only shortens (it cannot make `##[` or a leading `:`, and the marker follows any `#`).
    return (cutAt(line, max, options.framed === true) +
        (options.cutMarker === 'count' ? `... [${cut} more characters cut]` : '...'));
}
/** Redaction for the run's own record (RemoteTextOptions.record). */
const redactRecord = (text) => (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text, { record: true });
/** The first `max` characters, without a split surrogate pair or a secret's first characters at the end. */
function cutAt(line, max, throughColours = false) {
    return (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .trimPartialSecret */ .ky)(line.slice(0, max).replace(/[\ud800-\udbff]$/, ''), throughColours);
}
/**
 * A line for inside the stop-commands frame, where the runner acts on no command: `::` stays
 * as the service wrote it, but `##[` is defused all the same, because GitHub's log view draws a
 * line that starts `##[group]`, `##[error]` or `##[endgroup]` as a group or an error line
 * whatever printed it (a line could fold the action's own lines out of sight). Colour codes
 * are dropped from such a line, so that none can split the `##[` it shows.
 */
function framedLine(line, plain, hide) {
    if (plain.includes('##['))
        return hide(plain).replace(LEGACY_COMMAND, '#\\#[');
    return plain === line ? hide(line) : redactColoured(line, hide);
}
/**
 * Keeps colour sequences (ESC [ ... m) and drops every other ESC; when the text without colours
 * holds a secret, that plain text, redacted, is used instead.
 */
function redactColoured(line, hide) {
    const coloured = line.replace(_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .ANSI */ .mh, sequence => (sequence.replace(_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .COLOUR */ .xW, '') === '' ? sequence : ''));
    const plain = coloured.replace(_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .ANSI */ .mh, '');
    const redacted = hide(plain);
    return redacted === plain ? coloured : redacted;
}
/**
 * `##[` becomes `#\#[`; a leading `:` (after whitespace) becomes `\:`; a leading `#[` and a
 * trailing `#` are escaped too, so that text placed next to other text cannot form `##[`.
 */
function defuseGithubCommands(line) {
    return line
        .replace(LEGACY_COMMAND, '#\\#[')
        .replace(LEADING_COLON, '$1\\:')
        .replace(LEADING_HASH, '$1\\#[')
        .replace(TRAILING_HASH, '\\#');
}
/** One log line, safe to print inside the stop-commands frame: colours kept, 16 KiB at most. */
function logLineInFrame(text) {
    return remoteText(text, { max: MAX_LINE_LENGTH, framed: true, cutMarker: 'count' });
}
/** A short single-line excerpt of a server message or body (tags stripped), for error messages. */
function messageExcerpt(text, max = 160) {
    const whole = String(text);
    // Redacted before tags are stripped too (a secret may look like a tag), and tags are
    // stripped from a bounded prefix with patterns that cannot backtrack.
    const stripped = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(whole.slice(0, EXCERPT_SCAN))
        .replace(/<(script|style)\b[^<]{0,4096}<\/\1>/gi, ' ')
        .replace(/<[^<>]{0,512}>/g, ' ');
    let plain = remoteText(stripped, { max: EXCERPT_SCAN }).replace(/\s+/g, ' ').trim();
    const cut = whole.length > EXCERPT_SCAN || plain.length > max;
    if (cut)
        plain = cutAt(plain, max);
    // Trimming can leave a `#` at the end again: defused once more.
    plain = defuseGithubCommands(plain);
    return cut ? `${plain}...` : plain;
}
/** A log line for an annotation or the summary: safe, without colour codes, bounded. */
function lineForAnnotation(text, max = 300) {
    return remoteText(text, { max });
}


/***/ }),

/***/ 4185:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
// "Did you mean": the known word closest to a mistyped one (a flag, a key of the app file), when
// it is close enough to be the one meant (a letter dropped, added, changed or two swapped per
// four letters or so).
/** The candidate closest to `typed`, or undefined when none is close. */
function closest(typed, candidates) {
    const word = typed.toLowerCase();
    let best;
    for (const candidate of candidates) {
        const distance = editDistance(word, candidate.toLowerCase());
        if (distance <= Math.max(1, Math.floor(candidate.length / 4)) && (!best || distance < best.distance))
            best = { candidate, distance };
    }
    return best?.candidate;
}
/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
function editDistance(a, b) {
    if (Math.abs(a.length - b.length) > 3)
        return Infinity;
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i++) {
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            const row = d[i];
            const above = d[i - 1];
            row[j] = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                row[j] = Math.min(row[j], d[i - 2][j - 2] + 1);
        }
    }
    return d[a.length][b.length];
}


/***/ }),

/***/ 1670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ withoutPeriod),
/* harmony export */   hS: () => (/* binding */ counted),
/* harmony export */   l2: () => (/* binding */ capitalized)
/* harmony export */ });
// Small word helpers for the tool's own sentences (not for remote text: remote-text.ts).
/** "1 health check", "3,412 runtime lines". */
function counted(count, noun) {
    return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
/** The text with its first letter upper case: a clause made the start of a sentence. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** A sentence without its final period, to join into another. */
function withoutPeriod(text) {
    return text.replace(/\.+$/, '');
}


/***/ }),

/***/ 6095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ doubtfulPatterns),
/* harmony export */   k: () => (/* binding */ shownPattern)
/* harmony export */ });
// Log patterns that compile but look like mistakes, apart from patterns.ts so that saying so
// does not load the RE2 engine.
/** A pattern as a message shows it: quoted and escaped (JSON), at most 80 characters. */
function shownPattern(pattern) {
    return JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern);
}
/**
 * What in a pattern looks like a mistake that still compiles, each said as a warning at the
 * start of the run (the pattern is taken as written): quotes kept around it, or a leading `- `
 * (a YAML list item written inside a multi-line input). `name` is the setting, as the face says it.
 */
function doubtfulPatterns(name, patterns) {
    return patterns.flatMap(pattern => {
        const shown = shownPattern(pattern);
        if (/^- /.test(pattern))
            return [
                `${name} holds ${shown}, which starts with "- " as a YAML list item does: the dash is part of the pattern, so it matches only lines holding "- ". In a multi-line input, write one pattern per line without "- ".`
            ];
        if (pattern.length >= 2 && /^(["'])[^]*\1$/.test(pattern))
            return [
                `${name} holds ${shown}, in quotes: the quotes are part of the pattern, so it matches only lines holding them. Write the pattern without them, unless the lines hold them.`
            ];
        return [];
    });
}


/***/ }),

/***/ 3126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ CRASH_SIGNATURES),
/* harmony export */   a: () => (/* binding */ MATCH_CHARS)
/* harmony export */ });
// The built-in crash signatures of the verification window: runtime log lines that say the
// application crashed, whatever else the workflow's author asks for. Each is RE2 syntax (matched
// in linear time, src/verify/patterns.ts) and carries a real line it is tested with
// (__tests__/unit/verify/signatures.test.ts, with a corpus of ordinary lines none may match).
// docs/verify.md lists them from this table.
/**
 * A longer line is matched on its first 16 KiB. Here rather than in patterns.ts, which loads the
 * RE2 engine: the runtime log's reader cuts lines to it whether or not a window compiles patterns.
 */
const MATCH_CHARS = 16 * 1024;
const CRASH_SIGNATURES = [
    {
        name: 'Node heap out of memory',
        pattern: 'JavaScript heap out of memory',
        example: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory'
    },
    {
        name: 'Node unhandled rejection',
        pattern: 'UnhandledPromiseRejection|\\bUnhandled promise rejection\\b',
        example: '[UnhandledPromiseRejection: This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason "connect ECONNREFUSED 10.0.0.7:5432".] {'
    },
    {
        name: 'Node uncaught exception',
        pattern: '(?i)\\buncaught ?exception\\b|triggerUncaughtException',
        example: "Uncaught exception: TypeError: Cannot read properties of undefined (reading 'id')"
    },
    {
        name: 'Python traceback',
        pattern: 'Traceback \\(most recent call last\\)',
        example: 'Traceback (most recent call last):'
    },
    {
        name: 'gunicorn worker failed to boot',
        pattern: 'Worker failed to boot',
        example: '[2026-11-27 10:04:12 +0000] [7] [ERROR] Reason: Worker failed to boot.'
    },
    {
        name: 'Go panic',
        pattern: '^\\s*panic: ',
        example: 'panic: runtime error: invalid memory address or nil pointer dereference'
    },
    {
        name: 'Go fatal error',
        pattern: '^\\s*fatal error: ',
        example: 'fatal error: concurrent map writes'
    },
    {
        name: 'Java exception in thread',
        pattern: 'Exception in thread "',
        example: 'Exception in thread "main" java.lang.IllegalStateException: Failed to load ApplicationContext'
    },
    {
        name: 'Java out of memory',
        pattern: '\\bOutOfMemoryError\\b',
        example: 'java.lang.OutOfMemoryError: Java heap space'
    },
    {
        name: 'Ruby uncaught error',
        pattern: "\\.r[bu]:\\d+:in [`'].*\\((?:[A-Z]\\w*::)*[A-Z]\\w*\\)\\s*$",
        example: "/app/app/models/user.rb:12:in `name': undefined method `upcase' for nil:NilClass (NoMethodError)"
    },
    {
        name: 'Rust panic',
        pattern: "thread '[^']*' panicked at",
        example: "thread 'main' panicked at src/main.rs:14:5:"
    },
    {
        name: '.NET unhandled exception',
        pattern: '^\\s*Unhandled exception\\. ',
        example: 'Unhandled exception. System.InvalidOperationException: Unable to resolve service for type IUserStore.'
    },
    {
        name: 'PHP fatal error',
        pattern: 'PHP Fatal error: ',
        example: 'PHP Fatal error:  Uncaught Error: Call to undefined function mysql_connect() in /var/www/html/index.php:3'
    },
    {
        name: 'segmentation fault',
        pattern: '(?i)\\bsegmentation (?:fault|violation)\\b',
        example: 'Segmentation fault (core dumped)'
    },
    {
        name: 'OOM killer',
        pattern: '(?i)out of memory: kill(?:ed)? process|\\boom[- ]?kill(?:ed|er)?\\b|\\bOOMKilled\\b',
        example: 'Out of memory: Killed process 42 (node) total-vm:1853340kB, anon-rss:523412kB, file-rss:0kB'
    },
    {
        name: 'process exited with an error',
        pattern: '(?i)\\bexited with (?:exit )?(?:code|status) (?:[1-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-5])\\b',
        example: '==> Application exited with code 1'
    }
];


/***/ }),

/***/ 6801:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nk: () => (/* binding */ MAX_STATE_LINES),
/* harmony export */   w5: () => (/* binding */ MAX_LOG_BYTES),
/* harmony export */   y$: () => (/* binding */ LogSink)
/* harmony export */ });
/* unused harmony export TAIL_LINES */
/* harmony import */ var _text_remote_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5513);
/* harmony import */ var _text_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9690);


const TAIL_LINES = 30;
/**
 * The log bytes printed per deployment followed: a real build's 200,000 lines of ~100 bytes fit
 * many times over; a server that prints without end does not fill the job log.
 */
const MAX_LOG_BYTES = 64 * 1024 * 1024;
/**
 * The watcher's own lines about a deployment's state (each new state, a warning about a state
 * word) printed per deployment followed: a real deployment shows a handful; a service that
 * sends a new word without end does not fill the job log. The rest are counted and said once.
 */
const MAX_STATE_LINES = 40;
class LogSink {
    output;
    maxBytes;
    budget;
    #lastSeq;
    #printed = 0;
    #printedBytes = 0;
    /** Lines and bytes past the cap: counted, never kept. */
    #over = { lines: 0, bytes: 0 };
    #stateLines = 0;
    #tail = [];
    /** The last line taken when it ends with a secret's first characters: printed with the next. */
    #held;
    /**
     * `output`: the host's log, which prints the lines so that no CI acts on them, and says the
     * lines left out by the cap (`maxBytes`, injectable for tests) when the sink is finished.
     * `budget`: the run's (log-budget.ts), which every line printed draws on too; the lines it
     * refuses are its to count and say.
     */
    constructor(output, maxBytes = MAX_LOG_BYTES, budget) {
        this.output = output;
        this.maxBytes = maxBytes;
        this.budget = budget;
    }
    /** Waits while the job log is behind (its pipe is full), so that readers slow down too. */
    drained() {
        return this.output.drained();
    }
    /** Sequence number of the newest line taken, the `after` to ask for next. */
    get lastSeq() {
        return this.#lastSeq;
    }
    get printed() {
        return this.#printed;
    }
    /** The last lines taken (already made safe), oldest first. */
    tail(count = TAIL_LINES) {
        return this.#tail.slice(-count);
    }
    /** Takes the lines newer than any taken so far, in sequence order; returns how many. */
    accept(lines) {
        // A page comes in order, after the last line taken: then it is taken as it is, without copies.
        const fresh = inOrderAfter(lines, this.#lastSeq)
            ? lines
            : lines.filter(line => this.#lastSeq === undefined || line.seq > this.#lastSeq).sort((a, b) => a.seq - b.seq);
        if (fresh.length === 0)
            return 0;
        this.#lastSeq = fresh.at(-1)?.seq;
        this.#print(this.#withCutSecretsRedacted(fresh.filter((line, i) => line.seq !== fresh[i - 1]?.seq)));
        return fresh.length;
    }
    /** Makes `lines` safe and prints them, up to the byte cap. */
    #print(lines) {
        const safe = [];
        for (const line of lines) {
            const text = (0,_text_remote_text_js__WEBPACK_IMPORTED_MODULE_0__/* .logLineInFrame */ .Hv)(line.text);
            this.#tail.push(text);
            if (this.#tail.length > TAIL_LINES * 4)
                this.#tail.splice(0, this.#tail.length - TAIL_LINES);
            // The line as the service sent it, and its line break.
            const bytes = Buffer.byteLength(line.text) + 1;
            if (this.#over.lines > 0 || this.#printedBytes + bytes > this.maxBytes) {
                this.#over.lines++;
                this.#over.bytes += bytes;
                continue;
            }
            if (this.budget?.take(bytes) === false)
                continue;
            this.#printedBytes += bytes;
            safe.push({ seq: line.seq, text });
            this.#printed++;
        }
        if (safe.length > 0)
            this.output.logLines(safe);
    }
    /**
     * `lines` after the line held back, with a secret cut across two of them (a tool wrapping at N
     * columns) redacted in both; a last line that ends with a secret's first characters is held
     * back until the next line (or finish) shows whether the secret goes on there.
     */
    #withCutSecretsRedacted(lines) {
        const all = this.#held === undefined ? lines : [this.#held, ...lines];
        this.#held = undefined;
        (0,_text_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .redactCutSecrets */ .VG)(all);
        const last = all.at(-1);
        if (last !== undefined && (0,_text_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .endsWithSecretStart */ .rJ)(last.text))
            this.#held = all.pop();
        return all;
    }
    /**
     * Asks to print one of the watcher's own lines about the deployment's state (`text`, as
     * printed): true when it may, and then it counts against the same byte cap as the log lines;
     * false past MAX_STATE_LINES or the cap (so few that the run's budget leaves them be). Readers
     * await `drained()` before reading on, as for log lines.
     */
    admitState(text) {
        const bytes = Buffer.byteLength(text) + 1;
        if (this.#stateLines >= MAX_STATE_LINES || this.#printedBytes + bytes > this.maxBytes)
            return false;
        this.#stateLines++;
        this.#printedBytes += bytes;
        return true;
    }
    /** Prints a line held back, then says, once, how much of the log the cap left out (if any). */
    finish() {
        const held = this.#held;
        this.#held = undefined;
        if (held !== undefined)
            this.#print([held]);
        const { lines, bytes } = this.#over;
        if (lines === 0)
            return;
        this.#over = { lines: 0, bytes: 0 };
        this.output.warning?.(`${lines.toLocaleString('en')} more log line${lines === 1 ? '' : 's'} (${bytes.toLocaleString('en')} bytes) not printed: the log passed the cap of ${sizeOf(this.maxBytes)} printed per deployment.`, 'Log cut short');
    }
}
/** Whether every line comes after `last`, in rising order (repeats allowed: accept skips them). */
function inOrderAfter(lines, last) {
    let previous = last ?? Number.NEGATIVE_INFINITY;
    for (let i = 0; i < lines.length; i++) {
        const seq = lines[i].seq;
        if (i === 0 ? seq <= previous : seq < previous)
            return false;
        previous = seq;
    }
    return true;
}
function sizeOf(bytes) {
    return bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes.toLocaleString('en')} bytes`;
}


/***/ }),

/***/ 8573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hX: () => (/* binding */ NOT_FOUND_GRACE_MS),
  HZ: () => (/* binding */ findDeployment),
  Jh: () => (/* binding */ watchDeployment)
});

// UNUSED EXPORTS: DEFAULT_TIMING, MAX_LIST_PAGES, RATE_LIMITED_PACE, planNext

// EXTERNAL MODULE: ./src/api/deployment-list.ts
var deployment_list = __webpack_require__(410);
// EXTERNAL MODULE: ./src/core/deadline.ts
var core_deadline = __webpack_require__(6343);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __webpack_require__(3249);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/vocabulary.ts
var vocabulary = __webpack_require__(7063);
// EXTERNAL MODULE: ./src/text/identifiers.ts
var identifiers = __webpack_require__(2319);
// EXTERNAL MODULE: ./src/text/remote-text.ts
var remote_text = __webpack_require__(5513);
// EXTERNAL MODULE: ./src/api/rate-limit.ts + 2 modules
var rate_limit = __webpack_require__(3378);
// EXTERNAL MODULE: ./src/api/bounded-body.ts
var bounded_body = __webpack_require__(8318);
// EXTERNAL MODULE: ./src/api/http.ts
var http = __webpack_require__(5330);
;// CONCATENATED MODULE: ./src/watch/log-poll.ts


// Reading a deployment's log by polling GET /api/deployments/{id}/logs?after=<seq>. The
// record fields are not documented; docs/api-notes.md (Deployment log record) lists the shapes.
// A page is read record by record (api/http.ts): a record too large to read is skipped with
// one line in its place, so it hides none of the lines around it.
/** A log record as a line, or undefined when it carries no usable sequence number. */
function toLogLine(raw) {
    if (raw === null || typeof raw !== 'object')
        return undefined;
    const record = raw;
    // Called for every record of every page: no array or closure per record.
    const seq = asNumber(record.seq) ?? asNumber(record.sequence) ?? asNumber(record.id);
    if (seq === undefined)
        return undefined;
    const { line, message, text } = record;
    return {
        seq,
        text: typeof line === 'string' ? line : typeof message === 'string' ? message : typeof text === 'string' ? text : ''
    };
}
/**
 * The line in place of a record too large to read: its sequence number and size. Undefined
 * when it showed no sequence number, as for any record without one.
 */
function skippedLine(record) {
    const seq = toLogLine(record.fields)?.seq;
    if (seq === undefined)
        return undefined;
    return {
        seq,
        text: `[log line ${seq} not shown: its record is ${record.bytes.toLocaleString('en')} bytes, over the ${http/* MAX_RESPONSE_BYTES */.nB / 1024 / 1024} MiB read of one record]`
    };
}
function asNumber(value) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    // A string of digits counts only as an exact number (400 nines would be Infinity).
    if (typeof value === 'string' && /^\d{1,15}$/.test(value))
        return Number(value);
    return undefined;
}
const pagesOf = new WeakMap();
/** No service pages its log by fewer records than this: a shorter page was not cut. */
const ROUTINE_CUT_MIN = 10;
/** Bounds one catch-up, so a log that grows without end still lets the watcher look at the state. */
const MAX_PAGES_PER_CATCH_UP = 50;
/**
 * Fetches log pages after the sink's last sequence number until caught up, or until a bound
 * in `options` is reached, feeding the sink. Returns how many new lines were taken.
 */
async function pollLog(client, deploymentId, sink, options = {}) {
    const { pages = MAX_PAGES_PER_CATCH_UP, until, maxMs } = options;
    const timer = maxMs === undefined ? undefined : AbortSignal.timeout(maxMs);
    const signals = [options.signal, timer].filter((signal) => signal !== undefined);
    const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined;
    const known = pagesOf.get(sink) ?? { largest: 0, askAgainFrom: ROUTINE_CUT_MIN };
    pagesOf.set(sink, known);
    /** The length of the previous page, when this read asks again after it. */
    let askedAfter;
    let taken = 0;
    for (let page = 0;; page++) {
        if (until !== undefined && sink.lastSeq !== undefined && sink.lastSeq >= until)
            break;
        if (page >= pages || timer?.aborted) {
            options.onLimit?.();
            break;
        }
        if (signal?.aborted)
            throw signal.reason;
        const { length, fresh, cut } = await readPage(client, deploymentId, sink, signal);
        if (length === undefined)
            return taken;
        taken += fresh;
        // Nothing of the page is held while the job log drains: the next page's garbage stays small.
        await sink.drained();
        // A page cut at the byte cap says nothing of the service's page size: its rest is asked for at once.
        if (cut) {
            askedAfter = undefined;
            if (fresh === 0)
                break;
            continue;
        }
        if (askedAfter !== undefined)
            known.askAgainFrom =
                fresh < askedAfter ? Math.max(known.askAgainFrom, askedAfter + 1) : Math.min(known.askAgainFrom, askedAfter);
        known.largest = Math.max(known.largest, length);
        if (fresh === 0 || length < known.largest || (options.routine && length < known.askAgainFrom))
            break;
        askedAfter = length;
    }
    return taken;
}
/**
 * One page into the sink: how many records it held (undefined when not a list), how many lines
 * were new, and whether it was cut at the byte cap before its end.
 */
async function readPage(client, deploymentId, sink, signal) {
    const page = await client.deploymentLogs(deploymentId, sink.lastSeq, signal);
    if (page === undefined)
        return { length: undefined, fresh: 0, cut: false };
    const { records, cut } = page;
    const lines = [];
    for (const record of records) {
        const line = record instanceof bounded_body/* OversizedRecord */.Nt ? skippedLine(record) : toLogLine(record);
        if (line !== undefined)
            lines.push(line);
    }
    // The records are not used past this point, so the sink's work does not keep them alive.
    return { length: records.length, fresh: sink.accept(lines), cut };
}

// EXTERNAL MODULE: ./node_modules/eventsource-parser/dist/parse.js + 1 modules
var parse = __webpack_require__(6085);
;// CONCATENATED MODULE: ./src/watch/log-stream.ts



/**
 * The most text the stream may send without completing an event: a line or event that never
 * ends would otherwise grow in memory until the process dies. Past it, the action polls.
 */
const MAX_EVENT_CHARS = 1024 * 1024;
const LOG_EVENTS = new Set(['message', 'log']);
const STATUS_EVENTS = new Set(['status', 'state', 'deployment']);
const END_EVENTS = new Set(['end', 'done', 'complete']);
/** A catch-up after a gap reads at most this many pages (it stops earlier once caught up). */
const MAX_GAP_PAGES = 5000;
async function readLogStream(options) {
    const { client, deploymentId, sink, signal } = options;
    // Sent on the first connection too (0: nothing printed yet), so a server that replays from
    // Last-Event-ID sends what was emitted before the stream connected and no catch-up is needed.
    const lastEventId = String(sink.lastSeq ?? 0);
    const opened = await client.openLogStream(deploymentId, lastEventId, signal, options.silenceMs);
    if (!opened.open) {
        if (opened.status === 429)
            return { end: 'limited', events: 0, detail: `HTTP 429 ${opened.reason}`, retryAfterMs: opened.retryAfterMs };
        // A network error before any answer is a cut (worth a retry); an answer is a refusal.
        return {
            end: opened.status === 0 ? 'cut' : 'refused',
            events: 0,
            detail: opened.status === 0 ? opened.reason : `HTTP ${opened.status} ${opened.reason}`
        };
    }
    return new StreamReading(options).read(opened.chunks);
}
/** One open connection's events: lines into the sink (after a catch-up when there is a gap), states out. */
class StreamReading {
    options;
    session = { end: 'closed', events: 0 };
    #batch = [];
    #ended = false;
    #checkedGap = false;
    /** Characters fed since the last complete event. */
    #pending = 0;
    #parser;
    constructor(options) {
        this.options = options;
        this.#parser = (0,parse/* createParser */.C)({
            onEvent: event => this.#onEvent(event),
            onRetry: ms => {
                this.session.retryMs = ms;
            }
        });
    }
    async read(chunks) {
        const { signal } = this.options;
        try {
            for await (const chunk of chunks) {
                this.#pending += chunk.length;
                this.#parser.feed(chunk);
                if (this.#pending > MAX_EVENT_CHARS) {
                    await this.#flush();
                    return {
                        ...this.session,
                        end: 'refused',
                        detail: `it sent more than ${MAX_EVENT_CHARS / 1024 / 1024} MiB without completing an event`
                    };
                }
                await this.#flush();
                if (this.#ended)
                    break;
            }
            this.#parser.feed('\n\n');
            await this.#flush();
        }
        catch (error) {
            if (signal.aborted)
                throw signal.reason;
            await this.#flush().catch(() => undefined);
            return { ...this.session, end: 'cut', detail: error.code ?? error.message };
        }
        this.session.end = this.#ended ? 'ended' : 'closed';
        return this.session;
    }
    #onEvent(event) {
        this.#pending = 0;
        this.session.events++;
        const name = (event.event ?? 'message').toLowerCase();
        if (LOG_EVENTS.has(name)) {
            const line = lineOf(event);
            if (line) {
                this.#batch.push(line);
                this.session.lines = (this.session.lines ?? 0) + 1;
            }
        }
        else if (STATUS_EVENTS.has(name)) {
            const status = statusOf(event.data);
            if (status !== undefined)
                this.options.onStatus(status);
        }
        else if (END_EVENTS.has(name)) {
            this.#ended = true;
        }
    }
    async #flush() {
        const { client, deploymentId, sink, signal } = this.options;
        // Status events print too (state-watcher.ts): a chunk of them waits for the job log like lines do.
        if (this.#batch.length === 0)
            return sink.drained();
        const lines = this.#batch;
        this.#batch = [];
        // The first line of a connection may come after a gap (a server that ignores
        // Last-Event-ID): catch up by polling first, so no line is lost.
        if (!this.#checkedGap) {
            this.#checkedGap = true;
            const first = lines.reduce((min, line) => Math.min(min, line.seq), Number.POSITIVE_INFINITY);
            const expected = sink.lastSeq === undefined ? 1 : sink.lastSeq + 1;
            if (first > expected)
                await pollLog(client, deploymentId, sink, { pages: MAX_GAP_PAGES, until: first - 1, signal });
        }
        sink.accept(lines);
        // Reading no faster than the job log takes lines keeps memory flat on huge logs.
        await sink.drained();
    }
}
/** A log event as a line: the record's own sequence, else the SSE id; plain text data is allowed. */
function lineOf(event) {
    const data = parseJson(event.data);
    const idSeq = event.id !== undefined && /^\d+$/.test(event.id) ? Number(event.id) : undefined;
    if (data !== null && typeof data === 'object') {
        const line = toLogLine(data);
        if (line)
            return line;
        if (idSeq === undefined)
            return undefined;
        return toLogLine({ ...data, seq: idSeq });
    }
    return idSeq === undefined ? undefined : { seq: idSeq, text: event.data };
}
function statusOf(data) {
    const parsed = parseJson(data);
    if (parsed !== null && typeof parsed === 'object')
        return (0,deployment_list/* stateOf */.L4)(parsed);
    return data.trim() === '' ? undefined : data.trim();
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/watch/log-follower.ts







/**
 * After the final state, the log is read to its end within these bounds: a log that keeps
 * growing (runtime output, or a hostile server) must not hold the step or cost its result.
 */
const FINAL_DRAIN = { pages: 500, maxMs: 10_000 };
/** The shortest and longest wait between two connections (a server's `retry: 0` included). */
const MIN_RECONNECT_WAIT_MS = 1000;
const MAX_RECONNECT_WAIT_MS = 10_000;
/** After the final state, the stream is let run while it prints; quiet this long, it is stopped. */
const STREAM_QUIET_MS = 300;
const STREAM_CHECK_MS = 50;
/** However long the stream ran after the final state, the pages still get this long. */
const MIN_DRAIN_MS = 1000;
/** Stream opens answered 429 in a row, with ordinary requests served meanwhile, before polling. */
const STREAM_LIMITED_TRIES = 5;
/** A connection that carried fewer events than this before it ended counts as short-lived. */
const SHORT_LIVED_EVENTS = 10;
class LogFollower {
    options;
    #mode;
    #sawStateEvent = false;
    #behind = false;
    #streamLimited = false;
    /** The stream ended with its end event: it carried the whole log, no page is read after it. */
    #streamCompleted = false;
    #stop = new AbortController();
    #signal;
    #sleep;
    #task;
    // One guard per warning: one kind of trouble never silences another.
    #warnedPollFailure = false;
    constructor(options, enabled) {
        this.options = options;
        this.#sleep = options.sleep ?? core_deadline/* sleep */.yy;
        this.#signal = AbortSignal.any([options.signal, this.#stop.signal]);
        this.#mode = enabled ? 'stream' : 'off';
        this.#task = enabled ? this.#follow() : Promise.resolve();
    }
    get mode() {
        return this.#mode;
    }
    /**
     * Whether the stream carries state events (then the record needs checking rarely): it has
     * carried one, or another stream of the run has (one opened late has seen no change of state yet).
     */
    get carriesStates() {
        return this.#sawStateEvent || this.options.client.streamsCarryStates === true;
    }
    /** Whether the follower is waiting to open the stream again after a 429: the watcher paces down meanwhile. */
    get streamLimited() {
        return this.#streamLimited;
    }
    /** Whether the last poll stopped at its page bound while the log had more. */
    get behind() {
        return this.#behind;
    }
    /** In polling mode, one catch-up; returns how many new lines were printed. */
    async poll() {
        this.#behind = false;
        return this.#mode === 'poll' ? this.#read({ routine: true, onLimit: () => (this.#behind = true) }) : 0;
    }
    /** Stops the stream (if any) and reads the log to its end, within bounds, unless the stream ended with its end event. */
    async finish() {
        // One time budget for both: the stream let run, then the pages.
        const started = Date.now();
        if (this.#mode === 'stream')
            await this.#streamWhileItFlows();
        this.#stop.abort();
        await this.#task;
        // After the end event, a page read would cost a request (often a 429 in a crowded matrix) to find nothing.
        if (this.#mode === 'off' || this.#streamCompleted)
            return;
        const before = this.options.sink.printed;
        const limitedBefore = this.options.client.rateLimits.count;
        let limited = false;
        try {
            const maxMs = Math.max(MIN_DRAIN_MS, FINAL_DRAIN.maxMs - (Date.now() - started));
            await this.#read({ ...FINAL_DRAIN, maxMs, onLimit: () => (limited = true) });
        }
        catch (error) {
            if (!(0,core_deadline/* isAbort */.rV)(error))
                throw error;
            limited = true;
        }
        const more = this.options.sink.printed - before;
        if (limited && this.options.client.rateLimits.count > limitedBefore) {
            this.options.log.notice(`The service rate limited the reads of the deployment log after its final state (HTTP 429); ${(0,vocabulary/* phrase */.MZ)('tool')} stopped reading it after ${more} more lines. The rest is in the dashboard.`);
        }
        else if (limited) {
            this.options.log.notice(`The deployment log went on after its final state; ${(0,vocabulary/* phrase */.MZ)('tool')} stopped reading it after ${more} more lines. The rest is in the dashboard.`);
        }
    }
    /**
     * After the final state, a stream still delivering the last lines is cheaper and faster than
     * pages: it is let run until it ends, goes quiet, or the drain's time is up.
     */
    async #streamWhileItFlows() {
        const { sink } = this.options;
        const started = Date.now();
        let printed = sink.printed;
        let progressAt = started;
        while (Date.now() - started < FINAL_DRAIN.maxMs) {
            const ended = await Promise.race([
                this.#task.then(() => true),
                (0,core_deadline/* sleep */.yy)(STREAM_CHECK_MS, this.#signal).then(() => false, () => true)
            ]);
            if (ended)
                return;
            if (sink.printed !== printed) {
                printed = sink.printed;
                progressAt = Date.now();
            }
            else if (Date.now() - progressAt >= STREAM_QUIET_MS)
                return;
        }
    }
    /** Stops the stream without reading further (timeout, cancellation). */
    async abandon() {
        this.#stop.abort();
        await this.#task;
    }
    async #read(poll) {
        const { client, deploymentId, sink } = this.options;
        try {
            return await pollLog(client, deploymentId, sink, poll);
        }
        catch (error) {
            if ((0,core_deadline/* isAbort */.rV)(error))
                throw error;
            if (error instanceof errors/* ApiError */.hD && [401, 403, 404].includes(error.status)) {
                this.#setMode('off');
                this.options.log.warning(`The deployment log cannot be read, so it is not shown: ${error.message}`);
            }
            else if (!this.#warnedPollFailure) {
                this.#warnedPollFailure = true;
                this.options.log.warning(`Reading the deployment log failed; ${(0,vocabulary/* phrase */.MZ)('tool')} keeps trying: ${error.message}`);
            }
            return 0;
        }
    }
    #setMode(mode) {
        this.#mode = mode;
        this.options.onNudge('mode');
    }
    async #follow() {
        const { timing } = this.options;
        let quietConnects = 0;
        let shortLived = 0;
        const limits = { inARow: 0, since: 0 };
        try {
            for (;;) {
                const session = await this.#connect();
                // Rate limited: polling would cost more requests, so the stream is tried again.
                if (session.end === 'limited') {
                    if (await this.#waitOutLimit(session, limits))
                        return;
                    continue;
                }
                limits.inARow = 0;
                if (session.end === 'refused')
                    return this.#fallBack(`The live log stream is not available (${session.detail}); polling the log instead.`);
                if (session.end === 'ended' || session.end === 'closed') {
                    // Usually the deployment ended: the state watcher looks at the record now.
                    this.options.onNudge('ended');
                    if (session.end === 'ended') {
                        // Whole only if this connection carried lines: their gap was caught up, and the end
                        // says none follow. A stream that starts at the newest line may carry none at all.
                        this.#streamCompleted = (session.lines ?? 0) > 0;
                        // A whole log leaves nothing to read: no page while the record is awaited, nor after it.
                        if (this.#streamCompleted)
                            return this.#setMode('off');
                        return this.#fallBack();
                    }
                }
                quietConnects = session.events > 0 ? 0 : quietConnects + 1;
                if (quietConnects >= timing.streamReconnects) {
                    return this.#fallBack(`The live log stream keeps failing (${session.detail ?? 'closed without events'}); polling the log instead.`);
                }
                // Connections that end after a few events in a row back off too, so a server that
                // closes at once (with `retry: 0`) cannot make the follower reconnect in a loop.
                shortLived = session.events >= SHORT_LIVED_EVENTS ? 0 : shortLived + 1;
                const advised = Math.max(MIN_RECONNECT_WAIT_MS, session.retryMs ?? MIN_RECONNECT_WAIT_MS);
                await this.#sleep(Math.min(MAX_RECONNECT_WAIT_MS, advised * 2 ** Math.max(0, shortLived - 1)), this.#signal);
            }
        }
        catch (error) {
            if (this.#signal.aborted)
                return;
            this.#fallBack(`The live log stream failed (${(0,remote_text/* messageExcerpt */.JA)(error.message ?? String(error), 120)}); polling the log instead.`);
        }
    }
    #connect() {
        const { client, deploymentId, sink, timing } = this.options;
        return readLogStream({
            client,
            deploymentId,
            sink,
            signal: this.#signal,
            silenceMs: timing.streamSilenceMs,
            onStatus: status => {
                this.#sawStateEvent = true;
                this.options.client.noteStreamState();
                this.options.onStatus(status);
            }
        });
    }
    /**
     * Waits after a stream open answered 429; true when the follower fell back to polling instead:
     * only the stream is limited (a cap on open streams, say) while other requests are served.
     */
    async #waitOutLimit(session, limits) {
        const { rateLimits } = this.options.client;
        if (limits.inARow === 0)
            limits.since = Date.now();
        if (++limits.inARow >= STREAM_LIMITED_TRIES && !rateLimits.requestLimitedSince(limits.since)) {
            this.#fallBack(`The live log stream was rate limited ${limits.inARow} times in a row (HTTP 429) while other requests were served; polling the log instead.`);
            return true;
        }
        const waitMs = (0,rate_limit/* rateLimitWait */.hD)(session.retryAfterMs, limits.inARow);
        rateLimits.limited('opening the live log stream', waitMs, 'stream');
        this.#streamLimited = true;
        await this.#sleep(waitMs, this.#signal);
        this.#streamLimited = false;
        return false;
    }
    /** Polling from now on (unless stopped meanwhile); says why once. */
    #fallBack(why) {
        if (this.#signal.aborted || this.#mode !== 'stream')
            return;
        if (why)
            this.options.log.info(why);
        this.#setMode('poll');
    }
}

// EXTERNAL MODULE: ./src/watch/log-sink.ts
var log_sink = __webpack_require__(6801);
// EXTERNAL MODULE: ./src/watch/states.ts
var states = __webpack_require__(2429);
;// CONCATENATED MODULE: ./src/watch/state-watcher.ts











const DEFAULT_TIMING = {
    pollFlowMs: 750,
    pollQuietMaxMs: 2000,
    pollStateEveryMs: 15_000,
    streamStateEveryMs: 15_000,
    plainStateEveryMs: 2000,
    confirmMs: 250,
    streamSilenceMs: 45_000,
    streamReconnects: 5
};
/** A poll bringing fewer lines than this share of the usual count means the log is slowing. */
const SLOWING = 0.85;
/** Each quiet polling round waits this much longer than the one before. */
const QUIET_BACKOFF = 1.5;
/**
 * While the service rate limits, every wait of the watcher is this many times longer: the jobs
 * sharing the key then leave it room, and the stream (no requests while it flows) carries more.
 */
const RATE_LIMITED_PACE = 4;
/**
 * A deployment missing from its service's list may have been queued a moment ago: it is taken
 * for absent only after two reads of the list this far apart, and a 404 from its log.
 */
const NOT_FOUND_GRACE_MS = 5000;
/** Pages of the deployment list read per look for the record (newest first). */
const MAX_LIST_PAGES = 20;
/**
 * Unless the log is polled, a read of the record answered 429 is sent once more after the
 * service's Retry-After; a second 429 ends that read (the stream's final state stands, or the
 * next planned read tries again) instead of holding the watch in a queue of retries.
 */
const LIMITED_READ_RESENDS = 1;
/**
 * The cadence. With a stream that reports states, the record is read when the stream reports
 * the end, and otherwise 15 s after it was last read (the deploy's answer counts as a read); with
 * a stream that reports none, or no log at all, it is read about as often as a poller would;
 * polling reads the log every 750 ms while lines flow and looks at the record when the log
 * slows or goes quiet (a deployment usually ends quietly), or every few seconds meanwhile.
 * While the service rate limits, every wait is RATE_LIMITED_PACE times longer.
 */
function planNext(k, timing = DEFAULT_TIMING) {
    const plan = cadence(k, timing);
    return k.rateLimited ? { ...plan, waitMs: plan.waitMs * RATE_LIMITED_PACE } : plan;
}
function cadence(k, timing) {
    // However often the stream hints the end, the record is read at most every `confirmMs`.
    if (k.endHinted)
        return k.sinceStateMs >= timing.confirmMs
            ? { checkState: true, waitMs: timing.confirmMs }
            : { checkState: false, waitMs: timing.confirmMs - k.sinceStateMs };
    switch (k.logMode) {
        case 'stream':
            // The stream said the end and the record disagreed: the record may lag, look again soon.
            if (!k.streamStates || k.streamFinal)
                return { checkState: true, waitMs: timing.plainStateEveryMs };
            return k.sinceStateMs >= timing.streamStateEveryMs
                ? { checkState: true, waitMs: timing.streamStateEveryMs }
                : { checkState: false, waitMs: timing.streamStateEveryMs - k.sinceStateMs };
        case 'off':
            return { checkState: true, waitMs: timing.plainStateEveryMs };
        case 'poll':
            return pollCadence(k, timing);
    }
}
function pollCadence(k, timing) {
    if (k.fresh > 0)
        return {
            // Pages coming back full may be a log that never ends: its state is read as often as a plain watch's.
            checkState: k.slowing || k.sinceStateMs >= (k.behind ? timing.plainStateEveryMs : timing.pollStateEveryMs),
            waitMs: k.behind ? 0 : timing.pollFlowMs
        };
    // Quiet: the record now, unless it was read a moment ago (the deploy's answer, say).
    const backoff = timing.pollFlowMs * QUIET_BACKOFF ** Math.max(0, k.quietRounds - 1);
    return {
        checkState: k.sinceStateMs >= timing.confirmMs,
        waitMs: Math.min(timing.pollQuietMaxMs, Math.round(backoff))
    };
}
async function watchDeployment(options) {
    return new StateWatch(options).run();
}
/** One watch: the follower beside it, what the rounds have learnt, and the loop of rounds. */
class StateWatch {
    #options;
    #timing;
    #wakeup;
    #state;
    #follower;
    #endHinted = false;
    #quietRounds = 0;
    /** Lines a flowing poll usually brings (a moving average). */
    #usualFresh;
    #now;
    /** The deploy's answer showed the deployment queued: that counts as the first look. */
    #lastStateAt;
    constructor(options) {
        this.#options = options;
        this.#now = options.now ?? Date.now;
        this.#lastStateAt = this.#now();
        this.#timing = { ...DEFAULT_TIMING, ...options.timing };
        this.#wakeup = new core_deadline/* Wakeup */.MJ(options.sleep);
        this.#state = new StateReader(options);
        this.#follower = new LogFollower({
            client: options.client,
            deploymentId: options.deploymentId,
            sink: options.sink,
            signal: options.deadline.signal,
            log: options.log,
            timing: this.#timing,
            sleep: options.sleep,
            onStatus: status => {
                // Progress is only shown; a state that looks final is confirmed from the record now.
                if (this.#state.hint(status))
                    this.#hintEnd();
            },
            onNudge: why => (why === 'ended' ? this.#hintEnd() : this.#wakeup.now())
        }, options.followLogs);
    }
    async run() {
        const { deadline } = this.#options;
        try {
            // With a stream, the first look at the record waits for it (up to the plain cadence): its
            // events show the progress sooner, and by then it has shown whether it reports states, which
            // sets the cadence. An end, a hint of the end or a fallback to polling wakes it at once.
            if (this.#follower.mode === 'stream')
                await this.#wakeup.sleep(Math.min(this.#timing.plainStateEveryMs, deadline.remainingMs), deadline.signal);
            // Polling from the start: the deploy's answer said queued, so a page read now would find nothing.
            const queuedFor = this.#timing.pollFlowMs - (this.#now() - this.#lastStateAt);
            if (this.#follower.mode === 'poll' && queuedFor > 0)
                await this.#wakeup.sleep(Math.min(queuedFor, deadline.remainingMs), deadline.signal);
            for (;;) {
                const final = await this.#round();
                if (final) {
                    await this.#follower.finish();
                    return final;
                }
                if (deadline.remainingMs === 0)
                    throw new core_deadline/* TimeoutReached */.g('timeout');
            }
        }
        catch (error) {
            await this.#follower.abandon();
            const reason = deadline.reason;
            if (reason instanceof core_deadline/* TimeoutReached */.g || error instanceof core_deadline/* TimeoutReached */.g)
                return { outcome: 'timed-out', status: this.#state.latest, ...this.#state.named };
            if (reason instanceof core_deadline/* Cancelled */.cJ)
                throw reason;
            throw error;
        }
        finally {
            this.#state.finish();
        }
    }
    /** One round: the log (when polling), the record when planned, then the wait. */
    async #round() {
        const { deadline } = this.#options;
        const startedAt = this.#now();
        // Right after a hint of the end, the record is read first: the final drain reads the rest.
        const polled = !this.#endHinted && this.#follower.mode === 'poll';
        const plan = planNext(await this.#learn(polled), this.#timing);
        if (plan.checkState) {
            this.#endHinted = false;
            const final = await this.#check();
            if (final)
                return final;
        }
        // A polling round's wait counts from its start, so pages keep their pace whatever the requests took (at least half is waited).
        const waitMs = polled ? Math.max(plan.waitMs / 2, plan.waitMs - (this.#now() - startedAt)) : plan.waitMs;
        if (waitMs > 0)
            await this.#wakeup.sleep(Math.min(waitMs, deadline.remainingMs), deadline.signal);
        return undefined;
    }
    /** Polls the log when asked to, and says what the watcher now knows. */
    async #learn(polled) {
        const fresh = polled ? await this.#follower.poll() : 0;
        if (polled)
            this.#quietRounds = fresh > 0 ? 0 : this.#quietRounds + 1;
        const usual = this.#usualFresh;
        if (fresh > 0)
            this.#usualFresh = usual === undefined ? fresh : usual * 0.7 + fresh * 0.3;
        return {
            logMode: this.#follower.mode,
            streamStates: this.#follower.carriesStates,
            streamFinal: this.#state.streamFinal !== undefined,
            endHinted: this.#endHinted,
            fresh,
            behind: polled && this.#follower.behind,
            slowing: fresh > 0 && usual !== undefined && fresh < usual * SLOWING,
            quietRounds: this.#quietRounds,
            sinceStateMs: this.#now() - this.#lastStateAt,
            rateLimited: this.#options.client.rateLimits.pacing || this.#follower.streamLimited
        };
    }
    async #check() {
        this.#lastStateAt = this.#now();
        // Beside the stream (or after it carried the whole log), a 429 is waited out once, not until it passes.
        return this.#state.check(this.#follower.mode === 'poll' ? undefined : LIMITED_READ_RESENDS);
    }
    #hintEnd() {
        this.#endHinted = true;
        this.#wakeup.now();
    }
}
/** Reads and classifies the deployment record; shows each new state once. */
class StateReader {
    options;
    #tracker;
    #shown;
    /** State lines and warnings the sink's bounds left out. */
    #hidden = 0;
    // One guard per warning.
    #warnedReadFailure = false;
    #warnedNoState = false;
    #warnedNotListed = false;
    #named = {};
    /** When the list first did not show the deployment. */
    #missingSince;
    #locator;
    /** A final state the stream reported, until the record confirms it. */
    #streamFinal;
    constructor(options) {
        this.options = options;
        this.#locator = new deployment_list/* DeploymentLocator */.Gg(options.client, options.serviceId, options.deploymentId, MAX_LIST_PAGES);
        this.#tracker = new states/* DeploymentStateTracker */.HT(status => {
            const warning = `The service reported the deployment state "${(0,remote_text/* messageExcerpt */.JA)(status, 60)}", which this action does not know; it is treated as in progress.`;
            if (this.#admit(warning))
                this.options.log.warning(warning, 'Unknown deployment state');
        });
    }
    /** Says how many state lines and warnings the sink's bounds left out, if any. */
    finish() {
        if (this.#hidden === 0)
            return;
        const hidden = this.#hidden;
        this.#hidden = 0;
        this.options.log.info(`${hidden.toLocaleString('en')} more line${hidden === 1 ? '' : 's'} about the deployment's state (new states, warnings about unknown ones) were received and not shown: at most ${log_sink/* MAX_STATE_LINES */.nk} are printed per deployment.`);
    }
    /** The ref and commit the record names, when it names usable ones. */
    get named() {
        return this.#named;
    }
    /** A final state the stream reported that the record has not confirmed yet. */
    get streamFinal() {
        return this.#streamFinal;
    }
    /** The latest state seen, from the record or the stream (which shows progress sooner). */
    get latest() {
        return this.#shown ?? this.#tracker.last;
    }
    /** A state from the stream: shown, warned about if unknown; true when it looks final. */
    hint(raw) {
        const status = validStatus(raw);
        if (status === undefined) {
            this.#say(`the log stream reported a state that is not a short line, ignored: ${(0,remote_text/* messageExcerpt */.JA)(raw, 100)}`);
            return false;
        }
        // A success seen on the stream counts for the went-live-then-replaced rule too: the record
        // may already show the replacement's cancelled state when it is read next.
        const cls = this.#tracker.observe(status);
        if (cls === 'in_progress')
            this.#show(status);
        else
            this.#streamFinal = { outcome: cls, status };
        return cls !== 'in_progress';
    }
    /**
     * Reads the record once; the result when it shows a final state. `limitedResends`: 429s
     * waited out before the read gives up (without it, it is sent again until the timeout).
     */
    async check(limitedResends) {
        let found;
        try {
            found = await this.#locator.find(limitedResends);
        }
        catch (error) {
            if (error instanceof errors/* RetryableApiError */.Ft && error.status === 429 && !(0,core_deadline/* isAbort */.rV)(error))
                return this.#limited();
            if ((0,core_deadline/* isAbort */.rV)(error) || !(error instanceof errors/* ApiError */.hD) || [401, 403, 404].includes(error.status))
                throw error;
            if (!this.#warnedReadFailure) {
                this.#warnedReadFailure = true;
                this.options.log.warning(`Reading the deployment state failed; ${(0,vocabulary/* phrase */.MZ)('tool')} keeps trying until its timeout: ${error.message}`);
            }
            return undefined;
        }
        if (!found) {
            // A typo ends as NotFound; a deployment that exists but is not listed yet is said once.
            if ((await this.#listedLate()) && !this.#warnedNotListed) {
                this.#warnedNotListed = true;
                this.options.log.warning(`Deployment ${this.options.deploymentId} is not in the service's deployment list yet; ${(0,vocabulary/* phrase */.MZ)('tool')} keeps looking until its timeout.`);
            }
            return undefined;
        }
        this.#named = namedBy(found);
        const raw = found.status;
        if (raw === undefined) {
            if (!this.#warnedNoState) {
                this.#warnedNoState = true;
                this.options.log.warning(`The deployment record carries neither status nor state; ${(0,vocabulary/* phrase */.MZ)('tool')} keeps waiting until its timeout.`);
            }
            return undefined;
        }
        const status = (0,identifiers/* statusFrom */.zO)(raw, 'the deployment record');
        const cls = this.#tracker.observe(status);
        this.#show(status, cls !== 'in_progress');
        if (cls === 'in_progress')
            return undefined;
        return { outcome: cls, status, ...this.#named };
    }
    /**
     * The record's read was rate limited past its resends: after the stream reported a final state,
     * that state stands (with the ref and commit of an earlier read, if any); else the next planned
     * read tries again. The client has said the 429 in the log already.
     */
    #limited() {
        const final = this.#streamFinal;
        if (final === undefined)
            return undefined;
        this.#show(final.status);
        this.options.log.debug(`The deployment record could not be read (HTTP 429) after the log stream reported the final state "${final.status}": that state stands.`);
        return { outcome: final.outcome, status: final.status, ...this.#named };
    }
    /**
     * True when the list has missed the deployment for the grace but its log exists; throws
     * NotFound when its log answers 404 too.
     */
    async #listedLate() {
        const now = (this.options.now ?? Date.now)();
        this.#missingSince ??= now;
        if (now - this.#missingSince < (this.options.notFoundGraceMs ?? NOT_FOUND_GRACE_MS))
            return false;
        const { client, serviceId, deploymentId } = this.options;
        try {
            await client.deploymentLogs(deploymentId, undefined, this.options.deadline.signal);
            return true;
        }
        catch (error) {
            if (!(error instanceof errors/* ApiError */.hD) || error.status !== 404)
                return true;
            throw new core_errors/* NotFound */.Mk(`Deployment ${deploymentId} was not found: it is not in the deployment list of service ${serviceId}, and its log answers HTTP 404. It does not exist, or this key cannot see it.`, `check the deployment id: the service's deployments are listed in the dashboard and by GET /api/services/${serviceId}/deployments.`);
        }
    }
    /** A new state: its line and event (the final state's always; others within the sink's bounds). */
    #show(status, final = false) {
        if (status === this.#shown)
            return;
        this.#shown = status;
        const line = this.#line((0,remote_text/* messageExcerpt */.JA)(status, 60));
        if (!final && !this.#admit(line))
            return;
        this.options.log.event({ type: 'state', status });
        this.options.log.info(line);
    }
    #say(text) {
        const line = this.#line(text);
        if (this.#admit(line))
            this.options.log.info(line);
    }
    #line(text) {
        return `[${(0,duration/* formatDuration */.a3)(this.options.deadline.elapsedMs)}] deployment ${this.options.deploymentId}: ${text}`;
    }
    /** Whether the sink lets one more line about the state print; counts it as not shown when not. */
    #admit(line) {
        if (this.options.sink.admitState(line))
            return true;
        this.#hidden++;
        return false;
    }
}
/** The record's ref, commit and duration, each only when usable: none is worth failing the watch for. */
function namedBy(record) {
    let ref;
    try {
        ref = record.ref === undefined || record.ref === '' ? undefined : (0,identifiers/* refFrom */.Uo)(record.ref, 'the deployment list');
    }
    catch (error) {
        if (!(error instanceof core_errors/* UserFacingError */.Ui))
            throw error;
    }
    const { createdAt, finishedAt } = record;
    const took = createdAt !== undefined && finishedAt !== undefined ? finishedAt - createdAt : undefined;
    return {
        ...(ref === undefined ? {} : { ref }),
        ...((0,identifiers/* isCommitSha */._$)(record.commitSha) ? { commitSha: record.commitSha } : {}),
        ...(took !== undefined && took >= 0 ? { tookMs: took } : {})
    };
}
function validStatus(raw) {
    try {
        return (0,identifiers/* statusFrom */.zO)(raw, 'a stream event');
    }
    catch (error) {
        if (error instanceof core_errors/* UserFacingError */.Ui)
            return undefined;
        throw error;
    }
}
/** The deployment's record in the service's list (newest first), or undefined when not listed. */
async function findDeployment(client, serviceId, deploymentId) {
    for await (const record of (0,deployment_list/* deploymentsOf */.o)(client, serviceId, { maxPages: MAX_LIST_PAGES }))
        if (record.id === deploymentId)
            return record;
    return undefined;
}


/***/ }),

/***/ 2429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ DeploymentStateTracker),
/* harmony export */   ai: () => (/* binding */ classifyState)
/* harmony export */ });
/* unused harmony export normalizeState */
// What a deployment's state means. The spec does not show the states; the words below are
// the ones the service's documentation says it may use (docs/api-notes.md, Deployment record).
const WORDS = {
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
};
const CLASS_OF = new Map(Object.entries(WORDS).flatMap(([cls, words]) => words.map(word => [word, cls])));
/** Case-insensitive, with `-` and spaces read as `_`. */
function normalizeState(status) {
    return status
        .trim()
        .toLowerCase()
        .replace(/[-\s]+/g, '_');
}
function classifyState(status) {
    const cls = CLASS_OF.get(normalizeState(status));
    return cls === undefined ? { class: 'in_progress', known: false } : { class: cls, known: true };
}
/**
 * Follows one deployment's states. A cancelled-like state after a success state means the
 * deployment went live and was later replaced, which counts as success (docs/api-notes.md, Deployment record).
 */
/** Unknown words remembered as warned about; past that, each is reported every time (a flood's printing is bounded by the caller). */
const MAX_WARNED_WORDS = 100;
class DeploymentStateTracker {
    onUnknown;
    #seenSuccess = false;
    #last;
    #warnedUnknown = new Set();
    constructor(onUnknown) {
        this.onUnknown = onUnknown;
    }
    get last() {
        return this.#last;
    }
    /**
     * Records a state from the record or the log stream; returns its class, with the
     * success-then-cancelled rule applied (a deployment may go live and be replaced between two
     * reads of its record, so a success the stream showed counts too).
     */
    observe(status) {
        const cls = this.#classify(status);
        if (cls === 'success')
            this.#seenSuccess = true;
        if (cls === 'cancelled' && this.#seenSuccess)
            return 'success';
        return cls;
    }
    /** Classifies a state, warning once per unknown word (of the first MAX_WARNED_WORDS). */
    #classify(status) {
        this.#last = status;
        const { class: cls, known } = classifyState(status);
        if (!known) {
            const key = normalizeState(status);
            if (!this.#warnedUnknown.has(key)) {
                if (this.#warnedUnknown.size < MAX_WARNED_WORDS)
                    this.#warnedUnknown.add(key);
                this.onUnknown(status);
            }
        }
        return cls;
    }
}


/***/ })

};
