export const id = 322;
export const ids = [322];
export const modules = {

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
