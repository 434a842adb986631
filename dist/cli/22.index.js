export const id = 22;
export const ids = [22];
export const modules = {

/***/ 2230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ COMMIT_VARIABLES),
/* harmony export */   y: () => (/* binding */ CI_NAMES)
/* harmony export */ });
// The CIs the command line knows by name, apart from how it detects them (ci.ts, with ci-info's
// table of vendors): the help lists these without loading that table.
/** The CIs the CLI writes for; `none` is plain text (a terminal, or a CI it has no conventions for). */
const CI_NAMES = ['github', 'gitlab', 'azure', 'bitbucket', 'circleci', 'jenkins', 'teamcity', 'none'];
/** The variable in which each CI names the commit the pipeline runs for: the default --ref. */
const COMMIT_VARIABLES = {
    github: 'GITHUB_SHA',
    gitlab: 'CI_COMMIT_SHA',
    azure: 'BUILD_SOURCEVERSION',
    bitbucket: 'BITBUCKET_COMMIT',
    circleci: 'CIRCLE_SHA1',
    jenkins: 'GIT_COMMIT',
    teamcity: 'BUILD_VCS_NUMBER'
};


/***/ }),

/***/ 2949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C6: () => (/* binding */ API_KEY_VARIABLE),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   V1: () => (/* binding */ BASE_URL_VARIABLE),
/* harmony export */   Yq: () => (/* binding */ flagUsage),
/* harmony export */   fG: () => (/* binding */ OUTPUT_MODES),
/* harmony export */   nZ: () => (/* binding */ COMMAND_NAMES),
/* harmony export */   xK: () => (/* binding */ TOP_LEVEL_FLAGS)
/* harmony export */ });
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8571);
/* harmony import */ var _settings_dotenv_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6443);
/* harmony import */ var _text_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9690);
/* harmony import */ var _settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9563);




// The CLI's commands and their flags, written once: the parser's options and the help text
// are both made from these tables.
const COMMAND_NAMES = ['deploy', 'watch', 'whoami'];
/** `text` for people (the default), `json` for one object at the end, `ndjson` for an event stream. */
const OUTPUT_MODES = ['text', 'json', 'ndjson'];
/** The only place the CLI takes the API key from. */
const API_KEY_VARIABLE = 'HOSTING_API_KEY';
/** Stands in for --base-url. */
const BASE_URL_VARIABLE = 'HOSTING_BASE_URL';
/** A flag as the help and the usage errors write it: `--if-busy wait|fail`, `-h, --help`. */
function flagUsage(flag) {
    const long = `--${flag.name}${flag.value ? ` ${flag.value}` : ''}`;
    return flag.short ? `-${flag.short}, ${long}` : long;
}
const HELP = { name: 'help', short: 'h', type: 'boolean', help: 'Show this help.' };
const BASE_URL = {
    name: 'base-url',
    type: 'string',
    value: 'URL',
    help: `The API's base URL (default: $${BASE_URL_VARIABLE}).`
};
const TIMEOUT = {
    name: 'timeout',
    type: 'string',
    value: 'DURATION',
    help: `Longest the run takes: ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DURATION_EXAMPLES */ .rJ.join(', ')} or plain seconds (30 is 30s, not 30m), at most ${_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMEOUT_MS */ .mn / 3_600_000}h (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.timeout}).`
};
const NO_LOGS = { name: 'no-logs', type: 'boolean', help: "Do not print the deployment's log." };
const OUTPUT = {
    name: 'output',
    type: 'string',
    value: OUTPUT_MODES.join('|'),
    help: 'Print text for people (default), json (one object) or ndjson (one event a line).',
    mistaken: {
        '--format': '--output',
        '-o': '--output',
        '--json': '--output json',
        '--ndjson': '--output ndjson'
    }
};
const OUTPUTS_FILE = {
    name: 'outputs-file',
    type: 'string',
    value: 'FILE',
    help: 'Write the HOSTING_* outputs to FILE as KEY=VALUE lines (on GitLab: a dotenv report).'
};
const CI = {
    name: 'ci',
    type: 'string',
    value: 'NAME|none',
    help: 'Print and pass outputs as this CI expects, instead of the one detected (see below).'
};
const COMMANDS = {
    deploy: {
        summary: 'Deploy a service, follow it until it is live, check its health, roll back on failure.',
        flags: [
            {
                name: 'service-id',
                type: 'string',
                multiple: true,
                value: 'ID',
                help: 'The service to deploy (required, unless --app-file); repeat it to deploy several as one app.'
            },
            {
                name: 'app-file',
                type: 'string',
                value: 'FILE',
                help: 'A YAML file naming the services of an app, their order and settings (docs/app.md).'
            },
            {
                name: 'log-order',
                type: 'string',
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .LOG_ORDERS */ .v_.join('|'),
                help: "Several services: each log line as it comes, labelled (default), or each service's log whole when it ends."
            },
            {
                name: 'ref',
                type: 'string',
                value: 'REF',
                help: "Branch, tag or commit to deploy (default: the CI's commit, see below)."
            },
            {
                name: 'env',
                type: 'string',
                multiple: true,
                value: 'KEY=VALUE',
                help: 'A variable to set before deploying; repeatable; wins over --dotenv-file.'
            },
            {
                name: 'dotenv-file',
                type: 'string',
                value: 'FILE',
                help: `A dotenv file of variables to set before deploying (at most ${_settings_dotenv_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_ENV_FILE_BYTES */ .C / 1024 / 1024} MiB).`
            },
            {
                name: 'mask-env',
                type: 'string',
                multiple: true,
                value: 'NAME',
                help: `Hide this variable's value too (besides secret names and forms); repeatable, or commas; all: every value of ${_text_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .MIN_MASKED_VALUE_LENGTH */ .uU}+ characters.`
            },
            BASE_URL,
            TIMEOUT,
            { name: 'no-wait', type: 'boolean', help: 'Queue the deployment and end (exit 0) without following it.' },
            NO_LOGS,
            {
                name: 'environment-url',
                type: 'string',
                value: 'URL',
                help: "The service's URL, for HOSTING_URL (default: its first verified domain)."
            },
            {
                name: 'health-check-url',
                type: 'string',
                value: 'URL',
                help: 'Once live, GET this URL (or a /path on HOSTING_URL) until it answers 2xx.'
            },
            {
                name: 'health-check-expect',
                type: 'string',
                value: 'TEXT',
                help: "Text the health check's answer must contain, e.g. the commit SHA."
            },
            {
                name: 'health-check-timeout',
                type: 'string',
                value: 'DURATION',
                help: `How long to keep trying the health check: 30s, 2m or plain seconds (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY['health-check-timeout']}).`
            },
            {
                name: 'verify-for',
                type: 'string',
                value: 'DURATION',
                help: 'Once live and healthy, watch the health check, the runtime log and the deployment list this long: 90s, 5m or plain seconds (default 0: off; docs/verify.md).'
            },
            {
                name: 'verify-interval',
                type: 'string',
                value: 'DURATION',
                help: `The time between the window's checks: at least 1s, at most --verify-for (default ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_VERIFY_INTERVAL_MS */ .ni)}).`
            },
            {
                name: 'fail-on-log',
                type: 'string',
                multiple: true,
                value: 'PATTERN',
                help: 'A regular expression (RE2) that marks a runtime log line as a failure in the window, besides the crash signatures; repeatable.'
            },
            {
                name: 'ignore-log',
                type: 'string',
                multiple: true,
                value: 'PATTERN',
                help: 'A regular expression (RE2) of runtime log lines the window never counts; repeatable.'
            },
            {
                name: 'rollback',
                type: 'boolean',
                help: 'On failure, redeploy the last ref that went live (the run still fails).'
            },
            {
                name: 'if-busy',
                type: 'string',
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .IF_BUSY_CHOICES */ .l8.join('|'),
                help: `Another deployment in progress: wait for it, or fail at once (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY['if-busy']}).`
            },
            {
                name: 'superseded',
                type: 'string',
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .SUPERSEDED_CHOICES */ .o0.join('|'),
                help: `Replaced by a newer deployment: fail, or pass with a notice (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULTS */ .zY.superseded}).`
            },
            OUTPUT,
            OUTPUTS_FILE,
            CI,
            HELP
        ]
    },
    watch: {
        summary: 'Follow a deployment already queued until it ends, with its log.',
        positional: 'DEPLOYMENT_ID',
        flags: [
            {
                name: 'service-id',
                type: 'string',
                value: 'ID',
                help: 'The service the deployment belongs to; needed unless the key is a service key, which the key check tells (the one request sent without it).'
            },
            OUTPUT,
            OUTPUTS_FILE,
            CI,
            TIMEOUT,
            NO_LOGS,
            BASE_URL,
            HELP
        ]
    },
    whoami: {
        summary: 'Show whom the API key belongs to and what it may do.',
        flags: [BASE_URL, OUTPUT, CI, HELP]
    }
};
/** The flags the command line takes before a command. */
const TOP_LEVEL_FLAGS = [
    HELP,
    { name: 'version', short: 'v', type: 'boolean', help: "Print hosting-deploy's version." }
];


/***/ }),

/***/ 3899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   commandHelp: () => (/* binding */ commandHelp),
/* harmony export */   topLevelHelp: () => (/* binding */ topLevelHelp)
/* harmony export */ });
/* harmony import */ var _ci_ci_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2230);
/* harmony import */ var _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5314);
/* harmony import */ var _flags_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2949);



// The help texts, made from the tables of commands and flags.
const PROGRAM = 'hosting-deploy';
/** Paragraphs wrap at this width. */
const WIDTH = 100;
/** `hosting-deploy --help`: the commands, the environment and the exit codes. */
function topLevelHelp() {
    return [
        `Usage: ${PROGRAM} <command> [flags]`,
        '',
        'Deploys a service to the application hosting service from any CI or a terminal.',
        '',
        'Commands:',
        ...table(_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMAND_NAMES */ .nZ.map(name => [name, _flags_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .Lo[name].summary])),
        '',
        'Flags:',
        ...table(_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .TOP_LEVEL_FLAGS */ .xK.map(flag => [(0,_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .flagUsage */ .Yq)(flag), flag.help])),
        '',
        ...environment(),
        '',
        'Exit codes:',
        ...table(_result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_CODES */ .ai.map(({ code, meaning }) => [String(code), meaning])),
        '',
        `Run '${PROGRAM} <command> --help' for a command's flags.`
    ].join('\n');
}
/** `hosting-deploy COMMAND --help`: every flag of the command, one line each. */
function commandHelp(name) {
    const command = _flags_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMANDS */ .Lo[name];
    const lines = [
        `Usage: ${PROGRAM} ${name}${command.positional ? ` ${command.positional}` : ''} [flags]`,
        '',
        command.summary,
        '',
        'Flags:',
        ...table(command.flags.map(flag => [(0,_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .flagUsage */ .Yq)(flag), flag.help])),
        '',
        ...environment()
    ];
    const notes = [`--ci takes ${_ci_ci_names_js__WEBPACK_IMPORTED_MODULE_0__/* .CI_NAMES */ .y.slice(0, -1).join(', ')} or none (plain text).`];
    if (name === 'deploy') {
        notes.push(`--ref defaults to the commit the CI names (${Object.values(_ci_ci_names_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMIT_VARIABLES */ .Y).join(', ')}); outside CI no ref is sent unless given, and the service deploys its tracked branch.`);
    }
    for (const note of notes)
        lines.push('', ...wrap(note));
    return lines.join('\n');
}
function environment() {
    return [
        'Environment:',
        ...table([
            [_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .API_KEY_VARIABLE */ .C6, 'The API key (required): never taken from the command line, where others could read it.'],
            [_flags_js__WEBPACK_IMPORTED_MODULE_2__/* .BASE_URL_VARIABLE */ .V1, "The API's base URL when --base-url is not given."]
        ])
    ];
}
/** Two columns, the first padded to its widest cell. */
function table(rows) {
    const width = Math.max(...rows.map(([left]) => left.length));
    return rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`.trimEnd());
}
/** Words on lines of at most WIDTH characters. */
function wrap(text) {
    const lines = [];
    let line = '';
    for (const word of text.split(' ')) {
        if (line !== '' && line.length + 1 + word.length > WIDTH) {
            lines.push(line);
            line = word;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    return [...lines, line];
}


/***/ }),

/***/ 8571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   mn: () => (/* binding */ MAX_TIMEOUT_MS)
/* harmony export */ });
// Durations as users write them in the `timeout` input: 90s, 20m, 1h30m, or plain seconds.
const UNIT_MS = { h: 3_600_000, m: 60_000, s: 1000 };
/**
 * The longest `timeout`: 5 days, the most a job may run on a self-hosted runner. It also keeps
 * the step's timer far below what Node's timers hold (about 24.8 days).
 */
const MAX_TIMEOUT_MS = 120 * UNIT_MS.h;
/** Milliseconds for `text`, or undefined when it is not a positive duration. */
function parseDuration(text) {
    const value = text.trim().toLowerCase();
    if (value.length > 40)
        return undefined;
    if (/^\d+$/.test(value)) {
        const ms = Number(value) * 1000;
        return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined;
    }
    const match = /^(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?$/.exec(value);
    if (!match || value === '')
        return undefined;
    const [, h = '0', m = '0', s = '0'] = match;
    const ms = Number(h) * UNIT_MS.h + Number(m) * UNIT_MS.m + Number(s) * UNIT_MS.s;
    return ms > 0 && Number.isSafeInteger(ms) ? ms : undefined;
}
/** A short human form: 850ms, 42s, 3m 07s, 1h 02m. */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const total = Math.round(ms / 1000);
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${m}m ${String(s).padStart(2, '0')}s`;
    return `${s}s`;
}


/***/ }),

/***/ 9563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ DEFAULT_HEALTH_CHECK_TIMEOUT_MS),
/* harmony export */   am: () => (/* binding */ TIMEOUT_HINT),
/* harmony export */   l8: () => (/* binding */ IF_BUSY_CHOICES),
/* harmony export */   ni: () => (/* binding */ DEFAULT_VERIFY_INTERVAL_MS),
/* harmony export */   o0: () => (/* binding */ SUPERSEDED_CHOICES),
/* harmony export */   rJ: () => (/* binding */ DURATION_EXAMPLES),
/* harmony export */   t1: () => (/* binding */ DEFAULT_TIMEOUT_MS),
/* harmony export */   v_: () => (/* binding */ LOG_ORDERS),
/* harmony export */   zY: () => (/* binding */ DEFAULTS)
/* harmony export */ });
/* unused harmony export HEALTH_CHECK_TIMEOUT_HINT */
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8571);

// Each setting's default and the hint of its form, written once for both faces: the Action's
// inputs and the CLI's flags (their parsing and their help) read them, and a test holds
// action.yml's `default:` values to them.
/** Whole minutes, as a default is written: 30m. */
function minutes(ms) {
    return `${ms / 60_000}m`;
}
/** The longest a run takes unless `timeout` says otherwise. */
const DEFAULT_TIMEOUT_MS = 30 * 60_000;
/** How long the health check keeps trying unless `health-check-timeout` says otherwise. */
const DEFAULT_HEALTH_CHECK_TIMEOUT_MS = 2 * 60_000;
/** The time between the verification window's checks unless verify-interval says otherwise (at most verify-for). */
const DEFAULT_VERIFY_INTERVAL_MS = 15_000;
/** What `if-busy` may be; the first is the default. */
const IF_BUSY_CHOICES = ['wait', 'fail'];
/** What `superseded` may be; the first is the default. */
const SUPERSEDED_CHOICES = ['fail', 'pass'];
/** How the logs of an app's services read: `stream` (labelled lines as they come) or `grouped`. */
const LOG_ORDERS = ['stream', 'grouped'];
/** Every default as action.yml writes it, keyed by the setting's name (the input, the flag without `--`). */
const DEFAULTS = {
    wait: true,
    logs: true,
    rollback: false,
    timeout: minutes(DEFAULT_TIMEOUT_MS),
    'health-check-timeout': minutes(DEFAULT_HEALTH_CHECK_TIMEOUT_MS),
    'if-busy': IF_BUSY_CHOICES[0],
    superseded: SUPERSEDED_CHOICES[0]
};
/** Durations as every hint shows them. */
const DURATION_EXAMPLES = ['90s', '20m', '1h30m'];
/** What a refused `timeout` is told, after "must be a positive duration". */
const TIMEOUT_HINT = `such as ${DURATION_EXAMPLES.join(', ')} or plain seconds (600)`;
/** What a refused `health-check-timeout` is told, after "must be a positive duration". */
const HEALTH_CHECK_TIMEOUT_HINT = (/* unused pure expression or super */ null && (`(how long to keep checking) such as 30s, 2m or plain seconds (120), at most ${MAX_TIMEOUT_MS / 3_600_000}h`));


/***/ }),

/***/ 6443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BZ: () => (/* binding */ DotenvError),
/* harmony export */   C: () => (/* binding */ MAX_ENV_FILE_BYTES),
/* harmony export */   Iz: () => (/* binding */ isValidKey),
/* harmony export */   qd: () => (/* binding */ parseDotenv),
/* harmony export */   vA: () => (/* binding */ DOTENV_LINES)
/* harmony export */ });
/* unused harmony export formatDotenvEntry */
/** The largest env-file read; a larger one is refused before it is read. */
const MAX_ENV_FILE_BYTES = 1024 * 1024;
/** What a dotenv line may be, after a DotenvError's message in parentheses. */
const DOTENV_LINES = '(a dotenv line is KEY=value, KEY="multi-line value" or # comment)';
class DotenvError extends Error {
    line;
    reason;
    name = 'DotenvError';
    constructor(line, reason) {
        super(`line ${line}: ${reason}`);
        this.line = line;
        this.reason = reason;
    }
}
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
const DOUBLE_QUOTED_ESCAPES = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };
function isValidKey(key) {
    return KEY.test(key);
}
/**
 * Parses dotenv text; throws DotenvError naming the line of the first problem. Linear in the
 * text's length: no pattern here can backtrack, so a hostile file cannot stall the step.
 */
function parseDotenv(text) {
    // LF, CRLF and a lone CR each end a line.
    const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
    const byKey = new Map();
    const seenOn = new Map();
    for (let index = 0; index < lines.length; index++) {
        const lineNo = index + 1;
        const raw = lines[index] ?? '';
        const trimmed = raw.trim();
        if (trimmed === '' || trimmed.startsWith('#'))
            continue;
        const { key, rest } = assignment(raw.trimStart(), lineNo);
        if (key === '')
            throw new DotenvError(lineNo, 'expected KEY=VALUE, found no key before "="');
        if (!isValidKey(key)) {
            throw new DotenvError(lineNo, `the variable name ${whyInvalid(key)}; expected letters, digits and _, not starting with a digit`);
        }
        const valueText = rest.replace(/^[ \t]+/, '');
        const quote = valueText[0];
        let value;
        if (quote === '"' || quote === "'") {
            const parsed = readQuoted(lines, index, valueText, quote);
            value = parsed.value;
            index = parsed.endIndex;
        }
        else {
            value = withoutComment(valueText);
        }
        const occurrences = seenOn.get(key) ?? [];
        occurrences.push(lineNo);
        seenOn.set(key, occurrences);
        const existing = byKey.get(key);
        if (existing)
            existing.value = value;
        else
            byKey.set(key, { key, value, line: lineNo });
    }
    const duplicates = [...seenOn]
        .filter(([, occurrences]) => occurrences.length > 1)
        .map(([key, occurrences]) => ({ key, lines: occurrences }));
    return { entries: [...byKey.values()], duplicates };
}
/** `[export ]KEY = rest` of a trimmed line: the name before the first `=`, and what follows it. */
function assignment(line, lineNo) {
    const statement = /^export[ \t]/.test(line) ? line.slice(7).trimStart() : line;
    const equals = statement.indexOf('=');
    if (equals < 0)
        throw new DotenvError(lineNo, 'expected KEY=VALUE');
    const key = statement.slice(0, equals).trimEnd();
    if (/\s/.test(key))
        throw new DotenvError(lineNo, 'expected KEY=VALUE');
    return { key, rest: statement.slice(equals + 1) };
}
/** An unquoted value: trimmed, and cut at ` #` (whitespace, then #), which starts a comment. */
function withoutComment(text) {
    if (text.startsWith('#'))
        return '';
    const comment = /[ \t]#/.exec(text);
    return (comment ? text.slice(0, comment.index) : text).trim();
}
/** Reads a quoted value that starts at `lines[startIndex]` and may continue on later lines. */
function readQuoted(lines, startIndex, valueText, quote) {
    let value = '';
    let text = valueText.slice(1);
    let index = startIndex;
    for (;;) {
        for (let i = 0; i < text.length; i++) {
            const ch = text[i];
            if (ch === quote) {
                const after = text.slice(i + 1).trim();
                if (after !== '' && !after.startsWith('#')) {
                    throw new DotenvError(index + 1, 'unexpected text after the closing quote (quote the whole value)');
                }
                return { value, endIndex: index };
            }
            if (ch === '\\' && quote === '"' && i + 1 < text.length) {
                const next = text[i + 1];
                const escaped = DOUBLE_QUOTED_ESCAPES[next];
                if (escaped !== undefined) {
                    value += escaped;
                    i++;
                    continue;
                }
            }
            value += ch;
        }
        index++;
        if (index >= lines.length) {
            throw new DotenvError(startIndex + 1, `the value opened with ${quote} is never closed`);
        }
        value += '\n';
        text = lines[index] ?? '';
    }
}
/**
 * What is wrong with an invalid name, without quoting it: a line that does not parse may be
 * a piece of a secret (a value's continuation pasted on its own line), so it is never echoed.
 */
function whyInvalid(key) {
    if (/^[0-9]/.test(key))
        return 'starts with a digit';
    const bad = [...key].find(ch => !/[A-Za-z0-9_]/.test(ch)) ?? '';
    const what = bad === '-' ? 'a dash' : bad === '.' ? 'a dot' : bad === ' ' || bad === '\t' ? 'a space' : 'a character';
    return `contains ${what} that is not a letter, digit or _`;
}
/** The dotenv form of one variable, such that parseDotenv gives back exactly `value`. */
function formatDotenvEntry(key, value) {
    const escaped = value.replace(/[\\"\n\r\t]/g, ch => {
        switch (ch) {
            case '\n':
                return '\\n';
            case '\r':
                return '\\r';
            case '\t':
                return '\\t';
            default:
                return `\\${ch}`;
        }
    });
    return `${key}="${escaped}"`;
}


/***/ }),

/***/ 9690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   VG: () => (/* binding */ redactCutSecrets),
/* harmony export */   cl: () => (/* binding */ registerSecret),
/* harmony export */   hg: () => (/* binding */ containsCredential),
/* harmony export */   ky: () => (/* binding */ trimPartialSecret),
/* harmony export */   rJ: () => (/* binding */ endsWithSecretStart),
/* harmony export */   uU: () => (/* binding */ MIN_MASKED_VALUE_LENGTH)
/* harmony export */ });
/* unused harmony exports withRunSecrets, secretsHeld, MIN_PARTIAL, decodedForms, redactCutSecret */
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _visible_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2909);


// Every secret a run knows (the API key, the GitHub token and the variable values the rule in
// secret-rule.ts hides), kept here so that text no runner masks (the job summary, any CI but
// GitHub) and remote text is redacted by the action itself. The face masks the pieces
// registerSecret returns where its CI can.
//
// Secrets belong to a run, not to the process: the Node API runs each deploy(), watch() and
// whoami() in its own registry (withRunSecrets), so that one run's values never redact another's
// text, concurrent or later, and are dropped when it resolves. The Action's and the CLI's process
// is one run: outside any such scope, the process's own registry is used.
/** One run's secrets, with what is built from them on demand. */
class SecretRegistry {
    secrets = new Set();
    /** The API key and the GitHub token: never in an output, whatever the service sends. */
    critical = new Set();
    /** Forms hidden only because mask-env is `all` (no secret by the rule): the run's own record shows them. */
    blanket = new Set();
    pattern;
    /** The pattern of the secrets but the blanket ones, for the run's own record. */
    recordPattern;
    /** Every secret's runs of MIN_PARTIAL characters: a line ending in none cannot end with a secret's start. */
    grams;
}
/** The process's registry: the Action's and the CLI's one run, and anything outside a run's scope. */
const processSecrets = new SecretRegistry();
const runSecrets = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The registries of the runs under way, for secretsHeld. */
const openRuns = new Set();
/** The registry of the run this code belongs to. */
function current() {
    return runSecrets.getStore() ?? processSecrets;
}
/**
 * Runs `fn` with a registry of its own: every secret registered inside it (its awaits, timers and
 * callbacks included) is seen only there, and dropped once it resolves.
 */
async function withRunSecrets(fn) {
    const registry = new SecretRegistry();
    openRuns.add(registry);
    try {
        return await runSecrets.run(registry, fn);
    }
    finally {
        openRuns.delete(registry);
    }
}
/** How many secret forms are held: the process's and every run's under way (a test hook: it must not grow from run to run). */
function secretsHeld() {
    let held = processSecrets.secrets.size + processSecrets.critical.size;
    for (const registry of openRuns)
        held += registry.secrets.size + registry.critical.size;
    return held;
}
/**
 * Variable values shorter than this are not masked: masking `1` or `on` would blank every
 * such character run in the whole job log while protecting nothing (README, Secrets).
 */
const MIN_MASKED_VALUE_LENGTH = 4;
/** A secret's first characters left at the end of cut text are removed from this many on. */
const MIN_PARTIAL = 3;
/**
 * Registers a secret, line by line too, and its visible form for the action's own redaction.
 * Returns the pieces new to it, for the runner to mask: a runner matches masks line by line, so
 * a multi-line value is masked per line too.
 */
function registerSecret(value, options = {}) {
    const minLength = options.minLength ?? 1;
    const registry = current();
    const { secrets, critical } = registry;
    const added = [];
    if (value === '')
        return added;
    const lines = value.split(/\r?\n/);
    const pieces = [value, value.trim(), ...lines, ...lines.map(line => line.trim())].filter(piece => piece.trim() !== '' && piece.length >= minLength);
    /** A form held: a secret's form is one whatever held it before; a blanket one only when new. */
    const hold = (form) => {
        if (options.blanket !== true)
            registry.blanket.delete(form);
        else if (!secrets.has(form))
            registry.blanket.add(form);
        secrets.add(form);
    };
    for (const piece of pieces) {
        // Base64 too: an output is read back unmasked, whatever encoding carried the credential.
        if (options.critical)
            for (const form of [piece, ...base64Cores(piece)])
                critical.add(form.toLowerCase());
        const known = secrets.has(piece);
        if (known && (options.blanket === true || !registry.blanket.has(piece)))
            continue;
        if (!known)
            added.push(piece);
        hold(piece);
        // The sanitiser removes invisible and control characters before printing: the form a
        // reader would see is redacted as well (it is not masked by the runner, so never printed).
        // So are the encodings the runner masks too, for text the runner never sees (the summary),
        // and the lower-cased form a URL's host takes (a redirect to https://<secret>.example/).
        for (const form of [(0,_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .visibleForm */ .no)(piece).trim(), piece.toLowerCase(), ...encodings(piece)]) {
            if (form.length >= Math.max(minLength, MIN_PARTIAL) && form !== piece)
                hold(form);
        }
    }
    registry.pattern = undefined;
    registry.recordPattern = undefined;
    registry.grams = undefined;
    return added;
}
/**
 * Replaces every registered secret in `text` with `***`, also where it is disguised: a run of
 * percent-encoding (`%5F` or every byte, hex digits in any case), `\uXXXX`/`\xXX` escapes or HTML
 * character references (`&#95;`, `&lowbar;`) that decodes to text holding a secret is replaced
 * in the original, from the first character of the secret's disguise to its last.
 */
function redact(text, options = {}) {
    const registry = current();
    const record = options.record === true && registry.blanket.size > 0;
    if (registry.secrets.size === (record ? registry.blanket.size : 0))
        return text;
    const search = record ? recordPattern(registry) : secretPattern(registry);
    const plain = text.replace(search, '***');
    // Most lines hold no escape at all (a `%` in "100%", `&&`, a Windows path): nothing more to do.
    if (!DISGUISE_START.test(plain) || !ESCAPE.test(plain))
        return plain;
    // Cheap first: the decoded copies, matched without offsets; the offsets only when one holds a secret.
    if (!decodedCopies(plain).some(form => form !== plain && form.search(search) !== -1))
        return plain;
    return redactDisguised(plain, search);
}
/** Any character a disguise starts with: `%`, `\` or `&`. */
const DISGUISE_START = /[%\\&]/;
/** An escape any decoder below would decode (a reference's name is checked when decoded). */
const ESCAPE = /%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|&(?:#|[A-Za-z]{2,8})/;
function secretPattern(registry) {
    registry.pattern ??= patternOf(registry.secrets);
    return registry.pattern;
}
function recordPattern(registry) {
    registry.recordPattern ??= patternOf([...registry.secrets].filter(secret => !registry.blanket.has(secret)));
    return registry.recordPattern;
}
/** One pattern for every secret, the longest first. */
function patternOf(secrets) {
    return new RegExp([...secrets]
        .sort((a, b) => b.length - a.length)
        .map(secret => anyHexCase(escapeRegExp(secret)))
        .join('|'), 'g');
}
/** One decoding pass over `input`: each match of `token` replaced by what `decode` returns (undefined: kept). */
function decodeKeepingSpans(input, token, decode) {
    const out = { text: '', starts: [], ends: [] };
    const pieces = [];
    let at = 0;
    const copy = (from, to) => {
        pieces.push(input.text.slice(from, to));
        for (let i = from; i < to; i++) {
            out.starts.push(input.starts[i] ?? i);
            out.ends.push(input.ends[i] ?? i + 1);
        }
    };
    for (const match of input.text.matchAll(token)) {
        const decoded = decode(match[0]);
        if (decoded === undefined)
            continue;
        copy(at, match.index);
        const start = input.starts[match.index] ?? match.index;
        const last = match.index + match[0].length - 1;
        const end = input.ends[last] ?? last + 1;
        pieces.push(decoded);
        for (let i = 0; i < decoded.length; i++) {
            out.starts.push(start);
            out.ends.push(end);
        }
        at = match.index + match[0].length;
    }
    copy(at, input.text.length);
    out.text = pieces.join('');
    return out;
}
/** One UTF-8 sequence percent-encoded, hex digits in any case. */
const PERCENT_SEQUENCE = /%[0-7][0-9A-Fa-f]|%[CDcd][0-9A-Fa-f]%[89ABab][0-9A-Fa-f]|%[Ee][0-9A-Fa-f](?:%[89ABab][0-9A-Fa-f]){2}|%[Ff][0-7](?:%[89ABab][0-9A-Fa-f]){3}/g;
const UNICODE_ESCAPE = /\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}/g;
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});?/g;
const percentSpans = (input) => decodeKeepingSpans(input, PERCENT_SEQUENCE, sequence => {
    try {
        return decodeURIComponent(sequence);
    }
    catch {
        return undefined;
    }
});
const escapeSpans = (input) => decodeKeepingSpans(input, UNICODE_ESCAPE, escape => String.fromCharCode(parseInt(escape.slice(2), 16)));
const referenceSpans = (input) => decodeKeepingSpans(input, CHARACTER_REFERENCE, reference => {
    const decoded = decodeCharacterReferences(reference);
    return decoded === reference ? undefined : decoded;
});
/**
 * `text` with every secret found in one of its decoded copies (the same copies as decodedForms)
 * replaced by `***`, spanning the disguise in the original.
 */
function redactDisguised(text, search) {
    const original = { text, starts: [], ends: [] };
    const percent = percentSpans(original);
    const escaped = escapeSpans(percent);
    const copies = [percent, escaped, referenceSpans(escaped), escapeSpans(original), referenceSpans(original)];
    const spans = [];
    for (const copy of copies) {
        for (const match of copy.text.matchAll(search)) {
            const last = match.index + match[0].length - 1;
            spans.push([copy.starts[match.index] ?? match.index, copy.ends[last] ?? last + 1]);
        }
    }
    spans.sort((a, b) => a[0] - b[0]);
    let result = '';
    let at = 0;
    for (const [start, end] of spans) {
        if (end <= at)
            continue;
        result += start >= at ? `${text.slice(at, start)}***` : '';
        at = end;
    }
    return result + text.slice(at);
}
/**
 * Whether `text` holds the API key or the GitHub token, as is or disguised: in any letter case
 * (a URL's host is lower-cased), percent-encoded (a byte or all of them), JSON-escaped
 * (`\u005f`) or as HTML character references (`&#95;`).
 */
function containsCredential(text) {
    const { critical } = current();
    if (critical.size === 0)
        return false;
    for (const form of decodedForms(text)) {
        const lower = form.toLowerCase();
        for (const secret of critical)
            if (lower.includes(secret))
                return true;
    }
    return false;
}
/**
 * `text` and its copies with percent-encoding, `\uXXXX` escapes and HTML character references
 * decoded (each alone, and all of them in turn), for matching only: never printed.
 */
function decodedForms(text) {
    return [...new Set([text, ...decodedCopies(text)])];
}
/** The decoders, each with a test for an escape it would decode. */
const DECODERS = [
    [/%[0-9A-Fa-f]{2}/, decodePercent],
    [/\\[ux][0-9A-Fa-f]{2}/, decodeUnicodeEscapes],
    [/&#|&[A-Za-z]{2,8}/, text => (NAMED_OR_NUMERIC.test(text) ? decodeCharacterReferences(text) : text)]
];
/** decodedForms without `text` itself, and only the decoders whose escapes `text` holds. */
function decodedCopies(text) {
    const decoders = DECODERS.filter(([escape]) => escape.test(text)).map(([, decode]) => decode);
    const copies = decoders.map(decode => decode(text));
    if (decoders.length > 1)
        copies.push(decoders.reduce((all, decode) => decode(all), text));
    return copies;
}
/** Each `%XX` sequence as the UTF-8 character it encodes (one that is no valid UTF-8 is left as is); `+` stays. */
function decodePercent(text) {
    if (!text.includes('%'))
        return text;
    return text.replace(PERCENT_SEQUENCE, sequence => {
        try {
            return decodeURIComponent(sequence);
        }
        catch {
            return sequence;
        }
    });
}
/** JSON's and JavaScript's `\uXXXX` (and `\xXX`) escapes as the characters they stand for. */
function decodeUnicodeEscapes(text) {
    if (!text.includes('\\'))
        return text;
    return text.replace(/\\(?:u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2}))/g, (_, u, x) => String.fromCharCode(parseInt(u ?? x ?? '0', 16)));
}
/** Named references an echo of a key or token could use, and every numeric one. */
const NAMED_REFERENCES = {
    amp: '&',
    lowbar: '_',
    hyphen: '-',
    dash: '-',
    period: '.',
    colon: ':',
    sol: '/',
    equals: '=',
    plus: '+',
    num: '#',
    percnt: '%'
};
/** A numeric reference, or a named one the decoder knows (`&x=3` in a query is none). */
const NAMED_OR_NUMERIC = new RegExp(`&(?:#|(?:${Object.keys(NAMED_REFERENCES).join('|')})(?![A-Za-z]))`, 'i');
/** HTML character references (`&#95;`, `&#x5f;`, `&lowbar;`) as the characters they stand for. */
function decodeCharacterReferences(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9A-Fa-f]{1,6})|([A-Za-z]{2,8}));?/g, (whole, dec, hex, name) => {
        if (name !== undefined)
            return NAMED_REFERENCES[name.toLowerCase()] ?? whole;
        const code = dec !== undefined ? Number(dec) : parseInt(hex ?? '', 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
}
/**
 * Text cut short may end with the first characters of a secret (the rest cut off), which no
 * mask matches: those characters are removed. With `plainOnly`, colour codes are looked through.
 */
function trimPartialSecret(text, plainOnly = false) {
    const tail = plainOnly ? text.replace(_visible_text_js__WEBPACK_IMPORTED_MODULE_1__/* .COLOUR */ .xW, '') : text;
    let longest = 0;
    for (const secret of current().secrets) {
        for (let length = Math.min(secret.length - 1, tail.length); length >= MIN_PARTIAL && length > longest; length--) {
            if (tail.endsWith(secret.slice(0, length))) {
                longest = length;
                break;
            }
        }
    }
    if (longest === 0)
        return text;
    return plainOnly ? tail.slice(0, tail.length - longest) : text.slice(0, text.length - longest);
}
/**
 * A secret cut across two lines (a build tool wrapping at N columns): `first` ends with its first
 * characters (MIN_PARTIAL or more, then only whitespace) and `second` starts with the rest (after
 * whitespace). Returns both lines with their pieces replaced by `***`; undefined when no secret
 * is cut there.
 */
function redactCutSecret(first, second) {
    if (!endsWithSecretStart(first))
        return undefined;
    const head = first.trimEnd();
    const lead = second.length - second.trimStart().length;
    const rest = second.slice(lead);
    let found;
    for (const secret of current().secrets) {
        for (let length = Math.min(secret.length - 1, head.length); length >= MIN_PARTIAL; length--) {
            const tail = secret.slice(length);
            if (!rest.startsWith(tail) || !head.endsWith(secret.slice(0, length)))
                continue;
            if (found === undefined || length + tail.length > found.before + found.after)
                found = { before: length, after: tail.length };
            break;
        }
    }
    if (found === undefined)
        return undefined;
    return [
        `${head.slice(0, head.length - found.before)}***${first.slice(head.length)}`,
        `${second.slice(0, lead)}***${rest.slice(found.after)}`
    ];
}
/**
 * Redacts, in place, every secret cut across the texts of two neighbouring lines
 * (redactCutSecret); a line changed is replaced by a copy, the others are kept as they are, so a
 * page with no such cut allocates nothing.
 */
function redactCutSecrets(lines) {
    for (let i = 1; i < lines.length; i++) {
        const first = lines[i - 1];
        const second = lines[i];
        if (first === undefined || second === undefined)
            continue;
        const joined = redactCutSecret(first.text, second.text);
        if (joined) {
            lines[i - 1] = { ...first, text: joined[0] };
            lines[i] = { ...second, text: joined[1] };
        }
    }
}
/**
 * Whether `line` (its trailing whitespace aside) ends with a secret's first characters
 * (MIN_PARTIAL or more); one set lookup rules out nearly every line.
 */
function endsWithSecretStart(line) {
    const registry = current();
    const { secrets } = registry;
    if (secrets.size === 0)
        return false;
    const head = line.trimEnd();
    if (head.length < MIN_PARTIAL)
        return false;
    if (registry.grams === undefined) {
        const grams = new Set();
        for (const secret of secrets)
            for (let end = MIN_PARTIAL; end < secret.length; end++)
                grams.add(secret.slice(end - MIN_PARTIAL, end));
        registry.grams = grams;
    }
    if (!registry.grams.has(head.slice(-MIN_PARTIAL)))
        return false;
    for (const secret of secrets)
        for (let length = Math.min(secret.length - 1, head.length); length >= MIN_PARTIAL; length--)
            if (head.endsWith(secret.slice(0, length)))
                return true;
    return false;
}
/**
 * The secret percent-encoded (matched in any letter case of its hex digits), form-encoded (`+`
 * for a space, as encodeURIComponent and as URLSearchParams write it), JSON-escaped, and in base64
 * at each of the three byte alignments.
 */
function encodings(piece) {
    const percent = encodeURIComponent(piece);
    const forms = [
        percent,
        percent.replace(/%20/g, '+'),
        new URLSearchParams([['', piece]]).toString().slice(1),
        JSON.stringify(piece).slice(1, -1)
    ];
    return [...forms, ...base64Cores(piece)];
}
/**
 * The base64 of `piece` at each of the three byte alignments it may start at, only the groups
 * made of its bytes alone (the others depend on its neighbours), when that is 8 characters or more.
 */
function base64Cores(piece) {
    const cores = [];
    const bytes = Buffer.from(piece);
    for (let shift = 0; shift < 3; shift++) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        const start = shift === 0 ? 0 : 4;
        const end = Math.floor((shift + bytes.length) / 3) * 4;
        if (end - start >= 8)
            cores.push(encoded.slice(start, end));
    }
    return cores;
}
/** A pattern's `%2F` made to match `%2f` and `%2F` alike: percent-encoding ignores letter case. */
function anyHexCase(source) {
    return source.replace(/%([0-9A-Fa-f])([0-9A-Fa-f])/g, (_, high, low) => `%${hexClass(high)}${hexClass(low)}`);
}
function hexClass(digit) {
    return /[a-f]/i.test(digit) ? `[${digit.toLowerCase()}${digit.toUpperCase()}]` : digit;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 2909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   mh: () => (/* binding */ ANSI),
/* harmony export */   no: () => (/* binding */ visibleForm),
/* harmony export */   xW: () => (/* binding */ COLOUR)
/* harmony export */ });
// What a reader sees of a piece of text once it is printed on one line: the characters the
// sanitiser (remote-text.ts) removes, in one place, so that secrets.ts can register the
// visible form of every secret too and a secret holding such a character is still redacted.
// C0 and C1 controls (ESC handled apart), DEL, Unicode line/paragraph separators, and the
// invisible format characters (zero-width, joiners, bidi controls, BOM, soft hyphen, ...)
// that could hide or disguise a command from a reader.
const CONTROL = /[\x00-\x08\x0a-\x1a\x1c-\x1f\x7f-\x9f\u2028\u2029]/g;
const INVISIBLE = /\p{Cf}|[\u115f\u1160\u3164\uffa0]|\u034f|\u17b4|\u17b5|\u180b|\u180c|\u180d|\p{Variation_Selector}/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Control strings (OSC, DCS, SOS, PM, APC, in their ESC and C1 forms) with what they carry, up to
 * BEL or ST: a terminal shows none of it (`ESC ] 0;title BEL` sets the window title), so neither
 * does the text. Unterminated, a terminal swallows the rest of the line: so does this, bounded.
 */
const CONTROL_STRING = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]{0,4096}(?:\x07|\x1b\\|\x9c)?/g;
/** ANSI escape sequences (CSI with parameters, and any other ESC pair). */
const ANSI = /\x1b\[[0-9;?]{0,32}[ -/]{0,4}[@-~]|\x1b[@-_]?/g;
/** Colour sequences (ESC [ ... m): the only escapes a log line printed in the stop-commands frame keeps. */
const COLOUR = /\x1b\[[0-9;]{0,32}m/g;
/** Text on one line as printed: line breaks as spaces; controls and invisible characters removed. */
function oneLine(text) {
    return text
        .replace(CONTROL_STRING, '')
        .replace(LONE_SURROGATE, '\ufffd')
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(CONTROL, '')
        .replace(INVISIBLE, '');
}
/** What a reader sees: one line, without colour or other escape sequences. */
function visibleForm(text) {
    return oneLine(text).replace(ANSI, '');
}


/***/ })

};
