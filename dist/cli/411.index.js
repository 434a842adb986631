export const id = 411;
export const ids = [411,322];
export const modules = {

/***/ 1669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   appConfigOf: () => (/* binding */ appConfigOf)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _verify_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8684);
/* harmony import */ var _verify_patterns_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1482);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9563);




/** The app to deploy, or undefined for one service named without an app file: today's single deploy. */
function appConfigOf(sources) {
    const { step, file } = sources;
    if (file === undefined && sources.serviceIds.length <= 1)
        return undefined;
    const services = file
        ? file.services.map(service => ({
            name: service.name,
            needs: service.needs,
            config: {
                ...step,
                serviceId: service.id,
                ref: firstRef(service.ref, file.defaults.ref, step.ref),
                timeoutMs: service.timeoutMs ?? file.defaults.timeoutMs ?? step.timeoutMs,
                rollback: file.defaults.rollback ?? step.rollback,
                variables: merged(step.variables, service.envFile === undefined
                    ? []
                    : sources.readEnvFile(service.envFile, `${file.path} line ${service.envFileLine ?? service.line}: \`env-file\` of service \`${service.name}\``, file.path), service.variables),
                healthCheck: healthCheckOf(step, service),
                verify: verifyOf(step, file, service),
                // One URL for every service would be wrong for all but one of them.
                environmentUrl: file.services.length === 1 ? step.environmentUrl : undefined
            }
        }))
        : sources.serviceIds.map(id => ({
            name: id,
            needs: [],
            config: { ...step, serviceId: id, environmentUrl: undefined }
        }));
    if (file)
        refuseIdleWindowSetting(file, services);
    return {
        baseUrl: step.baseUrl,
        apiKey: step.apiKey,
        services,
        failFast: file?.defaults.failFast ?? true,
        maxParallel: file?.defaults.maxParallel ?? services.length,
        rollback: file?.defaults.rollback ?? step.rollback,
        logOrder: sources.logOrder,
        timeoutMs: step.timeoutMs
    };
}
/** A window setting at the top of the file (`fail-on-log`) when no service has a window: it would apply to nothing. */
function refuseIdleWindowSetting(file, services) {
    const setting = file.defaults.windowSetting;
    if (setting === undefined || services.some(service => service.config.verify !== undefined))
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AppFileError */ .Q3(file.path, setting.line, `\`${setting.key}\` needs \`verify-for\` (at the top of the file, on a service, or the run's): it is a setting of the verification window after going live, which no service has`);
}
/** A service's health check: its own URL or expected text over the step's. */
function healthCheckOf(step, service) {
    const url = service.healthCheckUrl ?? step.healthCheck?.url;
    if (url === undefined)
        return undefined;
    return {
        url,
        expect: service.healthCheckExpect ?? step.healthCheck?.expect ?? '',
        timeoutMs: step.healthCheck?.timeoutMs ?? _defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_HEALTH_CHECK_TIMEOUT_MS */ .Pe
    };
}
/**
 * The first ref given, the service's, the file's, then the step's: a ref, or undefined to send
 * none (null: the file's quoted empty `ref: ''`); a ref not given (undefined) leaves it to the next.
 */
function firstRef(...refs) {
    const given = refs.find(ref => ref !== undefined);
    return given ?? undefined;
}
/**
 * A service's verification window: each key its own, else the file's top level, else the step's
 * (a step's interval counts only when it is not the default); checked as a whole as the step's is,
 * each refusal at the line of the key it names, and naming where an inherited value comes from.
 */
function verifyOf(step, file, service) {
    const own = service.verify ?? {};
    const top = file.defaults.verify ?? {};
    const given = step.verify;
    const stepInterval = given && given.intervalMs !== Math.min(_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_VERIFY_INTERVAL_MS */ .ni, given.forMs) ? given.intervalMs : undefined;
    const forMs = own.forMs ?? top.forMs ?? given?.forMs ?? 0;
    // Without a window, only the service's own keys can be a mistake: what it inherits has nothing to apply to.
    const inherit = forMs > 0;
    const values = {
        'verify-for': [own.forMs, top.forMs, given?.forMs],
        'verify-interval': [own.intervalMs, inherit ? top.intervalMs : undefined, inherit ? stepInterval : undefined],
        'fail-on-log': [own.failOnLog, inherit ? top.failOnLog : undefined, inherit ? given?.failOnLog : undefined],
        'ignore-log': [own.ignoreLog, inherit ? top.ignoreLog : undefined, inherit ? given?.ignoreLog : undefined]
    };
    // Where each key's value comes from: 0 the service, 1 the top of the file, 2 the run's settings.
    const source = (key) => values[key].findIndex(value => value !== undefined);
    const subject = (key) => [
        `\`${key}\` of service \`${service.name}\``,
        `service \`${service.name}\`'s \`${key}\` from the top of the file`,
        `service \`${service.name}\`'s \`${key}\` from the run's settings`
    ][Math.max(0, source(key))] ?? key;
    const lineOf = (key) => [own.lines?.[key], top.lines?.[key]][source(key)] ?? service.line;
    const names = {
        verifyFor: subject('verify-for'),
        verifyInterval: subject('verify-interval'),
        failOnLog: subject('fail-on-log'),
        ignoreLog: subject('ignore-log'),
        noWait: '--no-wait (`wait: false`)'
    };
    const keyOf = new Map([
        [names.verifyFor, 'verify-for'],
        [names.verifyInterval, 'verify-interval'],
        [names.failOnLog, 'fail-on-log'],
        [names.ignoreLog, 'ignore-log']
    ]);
    return (0,_verify_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .checkVerify */ .kM)(names, {
        verifyFor: forMs,
        verifyInterval: values['verify-interval'].find(value => value !== undefined) ?? '',
        failOnLog: values['fail-on-log'].find(value => value !== undefined) ?? [],
        ignoreLog: values['ignore-log'].find(value => value !== undefined) ?? []
    }, step.wait, (name, problem) => {
        const key = keyOf.get(name);
        return new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .AppFileError */ .Q3(file.path, key === undefined ? service.line : lineOf(key), `${name} ${problem}`);
    }, _verify_patterns_js__WEBPACK_IMPORTED_MODULE_2__.verifyPatterns);
}
/** Variables by key, a later list's value winning: the step's, the service's env-file, its env. */
function merged(...lists) {
    const byKey = new Map();
    for (const list of lists)
        for (const variable of list)
            byKey.set(variable.key, variable);
    return [...byKey.values()];
}


/***/ }),

/***/ 1482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   verifyPatterns: () => (/* binding */ verifyPatterns)
/* harmony export */ });
/* harmony import */ var _verify_patterns_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8254);

// The check of the verification window's patterns, apart from the other checks of its settings
// (verify-settings.ts): it loads the RE2 engine, which a line without patterns does not need.
/** The patterns, each compiled once to check it (RE2 syntax, bounded in number and length). */
function verifyPatterns(name, given, refuse) {
    try {
        return (0,_verify_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .compileList */ .kM)(given).map(({ pattern }) => pattern);
    }
    catch (error) {
        if (error instanceof _verify_patterns_js__WEBPACK_IMPORTED_MODULE_0__/* .PatternRefused */ .hL)
            throw refuse(name, error.message);
        throw error;
    }
}


/***/ }),

/***/ 8254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compileLogPatterns: () => (/* binding */ compileLogPatterns),
/* harmony export */   hL: () => (/* binding */ PatternRefused),
/* harmony export */   kM: () => (/* binding */ compileList)
/* harmony export */ });
/* unused harmony exports MAX_PATTERNS, MAX_PATTERN_CHARS */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2856);
/* harmony import */ var _signatures_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3126);
/* harmony import */ var _pattern_doubts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6095);



// What marks a runtime log line as a failure in the verification window: the built-in crash
// signatures and the author's `fail-on-log` patterns, unless an `ignore-log` pattern matches it.
// The patterns are the author's, but the lines come from the service, and a hostile line can make
// a backtracking pattern (`(a+)+$`) run for minutes: every pattern is compiled with RE2 (re2js),
// which matches in time linear in the line, and only a line's first MATCH_CHARS are matched.
/** At most this many patterns in each of fail-on-log and ignore-log. */
const MAX_PATTERNS = 50;
/** The longest pattern, in characters. */
const MAX_PATTERN_CHARS = 1000;
/** A pattern refused: which, and why, in the words a usage error needs. */
class PatternRefused extends Error {
    name = 'PatternRefused';
}
/** Checks the lists' bounds and compiles every pattern; throws PatternRefused naming the first bad one. */
function compileLogPatterns(settings) {
    const fail = _signatures_js__WEBPACK_IMPORTED_MODULE_0__/* .CRASH_SIGNATURES */ .W.map(signature => ({
        by: signature.name,
        builtIn: true,
        re: re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.compile(signature.pattern)
    }));
    fail.push(...compileList(settings.failOnLog).map(({ pattern, re }) => ({ by: pattern, builtIn: false, re })));
    const ignore = compileList(settings.ignoreLog).map(({ re }) => re);
    return {
        match(line) {
            const text = line.length > _signatures_js__WEBPACK_IMPORTED_MODULE_0__/* .MATCH_CHARS */ .a ? line.slice(0, _signatures_js__WEBPACK_IMPORTED_MODULE_0__/* .MATCH_CHARS */ .a) : line;
            const found = fail.find(candidate => candidate.re.test(text));
            if (found === undefined || ignore.some(re => re.test(text)))
                return undefined;
            return { by: found.by, builtIn: found.builtIn };
        }
    };
}
/** Checks one list's bounds and compiles it (the settings of every face check with this too). */
function compileList(patterns) {
    if (patterns.length > MAX_PATTERNS)
        throw new PatternRefused(`holds ${patterns.length} patterns: expected at most ${MAX_PATTERNS}`);
    return patterns.map(pattern => ({ pattern, re: compileOne(pattern) }));
}
/** A JavaScript regular expression literal with flags (`/panic/i`): its slashes and flags would be matched as text. */
const JS_LITERAL = /^\/(.+)\/([dgimsuvy]+)$/s;
/** The pattern RE2 takes for a JavaScript literal: the flags it knows inline, the others dropped. */
function inlineFlags(body, flags) {
    const kept = [...new Set(flags)].filter(flag => 'ims'.includes(flag)).join('');
    return kept === '' ? body : `(?${kept})${body}`;
}
function compileOne(pattern) {
    const shown = (0,_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPattern */ .k)(pattern);
    if (pattern.trim() === '')
        throw new PatternRefused('holds an empty pattern: expected a regular expression');
    const literal = JS_LITERAL.exec(pattern);
    if (literal)
        throw new PatternRefused(`holds ${shown}, a JavaScript regular expression literal: its slashes and flags would be matched as text, so it would never match. Write the expression alone, its flags inline (RE2 syntax): ${(0,_pattern_doubts_js__WEBPACK_IMPORTED_MODULE_2__/* .shownPattern */ .k)(inlineFlags(literal[1] ?? '', literal[2] ?? ''))}`);
    // A line is matched on its own: a pattern holding a line break (a YAML block) would never match.
    if (/[\r\n]/.test(pattern))
        throw new PatternRefused(`holds a pattern with a line break (${shown}): a line is matched on its own; give one pattern per line, or a list`);
    if (pattern.length > MAX_PATTERN_CHARS)
        throw new PatternRefused(`holds a pattern of ${pattern.length} characters (${shown}): expected at most ${MAX_PATTERN_CHARS}`);
    try {
        return re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.compile(pattern);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
        throw new PatternRefused(`holds the pattern ${shown}, which is not a regular expression this tool can match in linear time (RE2 syntax): ${reason.slice(0, 200)}. Lookarounds and backreferences are not supported.`);
    }
}


/***/ })

};
