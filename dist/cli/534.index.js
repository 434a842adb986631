export const id = 534;
export const ids = [534];
export const modules = {

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

/***/ 8319:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportUsageError: () => (/* binding */ reportUsageError),
  runCommand: () => (/* binding */ runCommand),
  wordsOn: () => (/* binding */ wordsOn)
});

// EXTERNAL MODULE: ./src/text/error-text.ts
var error_text = __webpack_require__(6589);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
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

// EXTERNAL MODULE: ./src/settings/dotenv.ts
var dotenv = __webpack_require__(6443);
// EXTERNAL MODULE: ./src/cli/parse/flags.ts
var flags = __webpack_require__(2949);
// EXTERNAL MODULE: ./src/cli/ci/ci.ts
var ci = __webpack_require__(1171);
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
var duration = __webpack_require__(8571);
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
        ['Variables', variablesValue(result)],
        ['Rollback', rollbackValue(result)],
        ['Duration', (0,duration/* formatDuration */.a3)(result.durationMs)]
    ];
    return { report: rows.flatMap(([label, value]) => (value === undefined ? [] : [row(label, value)])), problem };
}
function errorLines({ error }, style) {
    if (!error)
        return [];
    const lines = paragraph('Error', withTitle(error.title, error.message), style.red);
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
function rollbackValue(result) {
    if (result.rollbackDeploymentId === undefined)
        return undefined;
    const ref = result.rollbackRef === undefined ? '' : ` at ${result.rollbackRef}`;
    return recordForCi(`${result.rollbackDeploymentId}${ref}`);
}
/** An app's block: its result, one row per service (failed first), and how long it took. */
function appLines(result, services, style) {
    const header = ['Service', 'Result', 'Deployment', 'Ref', 'Duration', 'URL', 'Rollback'];
    const rows = (0,app_result/* failedFirst */.Yk)(services).map(entry => [
        entry.name,
        entry.result ?? 'not queued',
        entry.deploymentId ?? '-',
        entry.ref ?? '-',
        entry.result === 'skipped' ? '-' : (0,duration/* formatDuration */.a3)(entry.durationMs),
        entry.url ?? '-',
        entry.rollback === null
            ? '-'
            : `${entry.rollback.deploymentId} at ${entry.rollback.ref} (${entry.rollback.result ?? 'unknown'})`
    ]);
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
        row('Duration', (0,duration/* formatDuration */.a3)(result.durationMs))
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
    /** The verification window, from its start: the heartbeat's words then. */
    #verifying;
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
        // In the verification window the heartbeat says how far it is.
        if (event.type === 'verify' && event.stage === 'start')
            this.#verifying = { startedAt: this.#clock.now(), forMs: event.forMs };
        if (event.type === 'verify' && event.stage === 'end')
            this.#verifying = undefined;
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
        if (this.#verifying) {
            const { startedAt, forMs } = this.#verifying;
            this.#print([`Verifying… ${(0,duration/* formatDuration */.a3)(this.#clock.now() - startedAt)} of ${(0,duration/* formatDuration */.a3)(forMs)}`]);
            return;
        }
        const status = this.#status === undefined ? '' : `, status ${this.#status}`;
        const doing = this.#queued || this.#phase === undefined
            ? 'deploying'
            : this.#phase.charAt(0).toLowerCase() + this.#phase.slice(1);
        this.#print(linesForCi(`Still ${doing}… ${(0,duration/* formatDuration */.a3)(elapsedMs)}${status}`));
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

// EXTERNAL MODULE: ./src/result/exit-codes.ts
var exit_codes = __webpack_require__(5314);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
            writeRegularFile(file, formatted.text, append ? 'append-lines' : 'replace');
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
 * can be, or none is given.
 */
function outputsFileProblem(file, ci) {
    if (file === undefined)
        return undefined;
    const problem = fileProblem(file);
    if (problem !== undefined || ci !== 'gitlab')
        return problem;
    const results = (0,external_node_path_.join)((0,external_node_path_.dirname)(file), RESULTS_FILE_NAME);
    try {
        checkRegularFile(results);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            return new errors/* UsageError */.eb('--outputs-file', `cannot be written with the results' file next to it: ${results} cannot be written (${reasonOf(error)}). Nothing was sent.`, `remove what is at ${results}, or name a file in another folder.`);
    }
    return undefined;
}
/** Why `file` could not be written (outputsFileProblem), without the results' file. */
function fileProblem(file) {
    const next = 'name a regular file in a folder that exists and the job may write to.';
    try {
        checkRegularFile(file);
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
        if (!(0,external_node_fs_.statSync)(folder).isDirectory())
            throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
        (0,external_node_fs_.accessSync)(folder, external_node_fs_.constants.W_OK);
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
    const unwritable = args.command === 'whoami' ? undefined : outputsFileProblem(args.outputsFile, args.ci);
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
    await printResult(hostOptions(outputAsked(argv), (0,ci/* detectCi */.Ay)(env), env, io), result);
    return (0,exit_codes/* exitCodeOf */.FO)(result);
}
async function run(args, host, io) {
    const engine = await Promise.all(/* import() | engine */[__webpack_require__.e(371), __webpack_require__.e(209)]).then(__webpack_require__.bind(__webpack_require__, 2844));
    // No runtime log: the command line shows it nowhere, and its read costs a request and up to 15 s.
    const app = args.command === 'deploy' && args.app !== undefined;
    const options = { signal: io.interrupted, words: wordsOn(args.ci, app), runtimeLog: false };
    let result;
    switch (args.command) {
        case 'deploy':
            result = args.app
                ? await (await Promise.all(/* import() | app */[__webpack_require__.e(371), __webpack_require__.e(209), __webpack_require__.e(524)]).then(__webpack_require__.bind(__webpack_require__, 7152))).deployApp(args.app, host, { ...options, paint: host.paint })
                : await engine.deploy(args, host, options);
            break;
        case 'watch':
            result = await engine.watch(args, host, options);
            break;
        case 'whoami':
            result = await engine.whoami({ ...args, timeoutMs: 60_000 }, host, options);
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
        title: error instanceof errors/* InputError */.dz || kind === 'usage' ? 'Invalid command line' : failure.title,
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
    const command = flags/* COMMAND_NAMES */.nZ.find(name => argv.includes(name));
    return command === undefined ? 'hosting-deploy --help' : `hosting-deploy ${command} --help`;
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
        description: 'How the verification window after going live ended ({verify-for}): `passed`, `failed`, `superseded` (a newer deployment replaced it), or `skipped` (no window, or the deployment did not go live and healthy); none when nothing was queued, and for several services (each service has its own in its entry). In JSON, an object: `{result, forMs, probes, failedProbes, runtimeLines, matches, reason}`.',
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

/***/ 5528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ spellFailure),
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
/** Advice for a timeout the service's rate limit had a hand in. */
const NEXT_WHEN_RATE_LIMITED = `Every job that uses this API key shares its rate limit: run fewer of them at once${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('fewerAtOnce')}, or raise ${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .setting */ .Pe)('timeout')}.`;
/** The failure with one more sentence, in its message and its annotation (what is live now, a newer deployment). */
function withNote(failure, note) {
    return { ...failure, message: `${failure.message} ${note}`, annotation: `${failure.annotation}\n${note}` };
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
function explainError({ error, phase, deploymentId, serviceId, timeoutMs, aborted, rateLimited }) {
    const goesOn = deploymentId ? ` Deployment ${deploymentId} goes on at the service` : '';
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .TimeoutReached */ .g || aborted instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .TimeoutReached */ .g) {
        const message = `${phase} did not finish within the timeout of ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)}.${goesOn && `${goesOn}.`}${rateLimited ? ` ${rateLimited}` : ''}`;
        return {
            message,
            title: rateLimited ? 'Timed out while rate limited' : 'Timed out',
            next: rateLimited ? NEXT_WHEN_RATE_LIMITED : nextAfterTimeout(deploymentId, serviceId),
            annotation: message,
            // Nothing queued, nothing timed out at the service: no result (the kind says why it failed).
            result: deploymentId ? 'timed-out' : undefined,
            kind: 'timed-out'
        };
    }
    if (error instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .Cancelled */ .cJ || aborted instanceof _core_deadline_js__WEBPACK_IMPORTED_MODULE_6__/* .Cancelled */ .cJ) {
        // The run stopped, not the deployment: it may still go live.
        const message = `${(0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interrupted')} during: ${phase.toLowerCase()}.${goesOn && `${goesOn} and may still go live: the API offers no way to abort it from here.`}`;
        return {
            message,
            title: (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('interruptedTitle'),
            next: nextAfterInterrupt(deploymentId, serviceId),
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
        // A usage error is the settings' fault, whichever phase found it (the key may be fine).
        title: phase === READING_INPUTS || kind === 'usage' ? (0,_core_vocabulary_js__WEBPACK_IMPORTED_MODULE_5__/* .phrase */ .MZ)('invalidSettings') : `${phase} failed`,
        next: own ?? (result && NEXT_FOR_RESULT.failure),
        annotation: own ? `${message} Next: ${own}` : message,
        result,
        kind
    };
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


/***/ })

};
