export const id = 209;
export const ids = [209];
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
/* harmony import */ var undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6424);
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

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ LOG_MARK),
/* harmony export */   qY: () => (/* binding */ SILENT),
/* harmony export */   rW: () => (/* binding */ NO_LOG_LINES)
/* harmony export */ });
/* unused harmony export titleOf */
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

/***/ 4910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT)
});

// UNUSED EXPORTS: VERSION

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"0.1.0"};
;// CONCATENATED MODULE: ./src/core/version.ts
// The one version source is package.json: the bundler inlines this import at build time, and
// only the version string is used, so the rest of package.json does not ship in dist/.

/** This action's version, from package.json at build time. */
const VERSION = package_namespaceObject.rE;
/** Sent on every request to the hosting API and to GitHub. */
const USER_AGENT = `hosting-deploy-action/${VERSION}`;


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deploy: () => (/* binding */ deploy),
  watch: () => (/* binding */ watch),
  whoami: () => (/* binding */ whoami)
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
    const { compileLogPatterns } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4668));
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
/* harmony export */   Pr: () => (/* binding */ explainStoppedRollback),
/* harmony export */   SP: () => (/* binding */ explainFailure),
/* harmony export */   dW: () => (/* binding */ withNote)
/* harmony export */ });
/* unused harmony exports READING_INPUTS, withoutNote */
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
