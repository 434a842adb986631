export const id = 145;
export const ids = [145];
export const modules = {

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

/***/ 1171:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ detectCi),
/* harmony export */   LQ: () => (/* binding */ resolveCi),
/* harmony export */   YG: () => (/* binding */ COMMIT_VARIABLES),
/* harmony export */   am: () => (/* binding */ ciCommit),
/* harmony export */   l6: () => (/* binding */ CI_TITLES),
/* harmony export */   y3: () => (/* binding */ CI_NAMES)
/* harmony export */ });
/* unused harmony export parseCiName */
/* harmony import */ var ci_info_vendors_json__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2040);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _text_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4185);



// Which CI runs the CLI decides how it prints (groups, masks, annotations), where it passes
// its outputs and which commit it deploys by default.
/** The CIs the CLI writes for; `none` is plain text (a terminal, or a CI it has no conventions for). */
const CI_NAMES = ['github', 'gitlab', 'azure', 'bitbucket', 'circleci', 'jenkins', 'teamcity', 'none'];
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
/**
 * The CI that `env` belongs to, by ci-info's own vendor table and rules. ci-info itself only
 * answers for process.env, read once at import (watson/ci-info#33), so its table is applied here.
 */
function detectCi(env) {
    // As ci-info: CI=false turns detection off, and the last vendor that matches wins.
    if (env.CI === 'false')
        return 'none';
    let found;
    for (const vendor of ci_info_vendors_json__WEBPACK_IMPORTED_MODULE_0__) {
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
    const found = CI_NAMES.find(ci => ci === name);
    if (found === undefined) {
        const meant = /^[a-z][a-z0-9_-]{0,30}$/.test(name) ? (0,_text_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(name, CI_NAMES) : undefined;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('--ci', `must be one of ${CI_NAMES.join(', ')}, got "${text.slice(0, 40)}"${meant ? `; did you mean ${meant}?` : ''}`);
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
    const variable = COMMIT_VARIABLES[ci];
    const value = env[variable]?.trim();
    return value ? { variable, value } : undefined;
}


/***/ }),

/***/ 6145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./src/api/loopback.ts
var loopback = __webpack_require__(191);
// EXTERNAL MODULE: ./src/text/identifiers.ts
var identifiers = __webpack_require__(2319);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/core/duration.ts
var duration = __webpack_require__(8571);
;// CONCATENATED MODULE: ./src/settings/settings.ts




/** A service id as one path segment. */
function checkServiceId(name, raw, refuse) {
    const id = raw.trim();
    if (id === '')
        throw refuse(name, 'is required: the id of the service to deploy');
    if (!(0,identifiers/* isPathSegment */.bQ)(id)) {
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
        const meant = (0,suggest/* closest */.k)(given, choices);
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
    const ms = (0,duration/* parseDuration */.E9)(given);
    if (ms === undefined)
        throw refuse(name, `must be a positive duration ${forms}, got "${given.slice(0, 40)}"`);
    if (ms > duration/* MAX_TIMEOUT_MS */.mn) {
        throw refuse(name, `is ${(0,duration/* formatDuration */.a3)(ms)}, longer than the ${(0,duration/* formatDuration */.a3)(duration/* MAX_TIMEOUT_MS */.mn)} this tool waits for a deployment: expected at most 120h`);
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
    if (url.protocol === 'http:' && !(0,loopback/* isLoopback */.U)(url.hostname)) {
        say.warning(`${name} uses plain http:// to ${url.host}: the API key and every variable travel unencrypted. Use https:// unless the network to the service is trusted.`, 'Unencrypted API connection');
    }
    if (transport.tlsUnchecked && url.protocol === 'https:' && !(0,loopback/* isLoopback */.U)(url.hostname)) {
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

// EXTERNAL MODULE: ./src/core/version.ts + 1 modules
var version = __webpack_require__(4910);
// EXTERNAL MODULE: ./src/cli/ci/ci.ts
var ci_ci = __webpack_require__(1171);
// EXTERNAL MODULE: ./src/cli/parse/flags.ts
var parse_flags = __webpack_require__(2949);
// EXTERNAL MODULE: ./src/result/exit-codes.ts
var exit_codes = __webpack_require__(5314);
;// CONCATENATED MODULE: ./src/cli/parse/help.ts



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
        ...table(parse_flags/* COMMAND_NAMES */.nZ.map(name => [name, parse_flags/* COMMANDS */.Lo[name].summary])),
        '',
        'Flags:',
        ...table(parse_flags/* TOP_LEVEL_FLAGS */.xK.map(flag => [(0,parse_flags/* flagUsage */.Yq)(flag), flag.help])),
        '',
        ...environment(),
        '',
        'Exit codes:',
        ...table(exit_codes/* EXIT_CODES */.ai.map(({ code, meaning }) => [String(code), meaning])),
        '',
        `Run '${PROGRAM} <command> --help' for a command's flags.`
    ].join('\n');
}
/** `hosting-deploy COMMAND --help`: every flag of the command, one line each. */
function commandHelp(name) {
    const command = parse_flags/* COMMANDS */.Lo[name];
    const lines = [
        `Usage: ${PROGRAM} ${name}${command.positional ? ` ${command.positional}` : ''} [flags]`,
        '',
        command.summary,
        '',
        'Flags:',
        ...table(command.flags.map(flag => [(0,parse_flags/* flagUsage */.Yq)(flag), flag.help])),
        '',
        ...environment()
    ];
    const notes = [`--ci takes ${ci_ci/* CI_NAMES */.y3.slice(0, -1).join(', ')} or none (plain text).`];
    if (name === 'deploy') {
        notes.push(`--ref defaults to the commit the CI names (${Object.values(ci_ci/* COMMIT_VARIABLES */.YG).join(', ')}); outside CI no ref is sent unless given, and the service deploys its tracked branch.`);
    }
    for (const note of notes)
        lines.push('', ...wrap(note));
    return lines.join('\n');
}
function environment() {
    return [
        'Environment:',
        ...table([
            [parse_flags/* API_KEY_VARIABLE */.C6, 'The API key (required): never taken from the command line, where others could read it.'],
            [parse_flags/* BASE_URL_VARIABLE */.V1, "The API's base URL when --base-url is not given."]
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

// EXTERNAL MODULE: ./src/settings/defaults.ts
var defaults = __webpack_require__(9563);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
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

;// CONCATENATED MODULE: ./src/settings/text-file.ts

/** The text of `file` (an absolute path), or the refusal naming `name` and what is expected. */
function readTextFile(name, file, expected, refuse) {
    const limit = `the limit of ${expected.maxBytes / 1024 / 1024} MiB (${expected.maxBytes} bytes): expected ${expected.file}`;
    let fd;
    try {
        // Non-blocking, so that a FIFO is opened and refused rather than waited on.
        fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (error) {
        const code = error.code;
        throw refuse(name, `names no readable file: ${file}${code ? ` (${code})` : ''}`);
    }
    try {
        const stat = (0,external_node_fs_.fstatSync)(fd);
        if (!stat.isFile())
            throw refuse(name, `must name a regular file; ${file} is not one`);
        if (stat.size > expected.maxBytes)
            throw refuse(name, `is ${stat.size} bytes, over ${limit}`);
        // At most one byte past the limit, so a file that grows meanwhile is caught too.
        const buffer = Buffer.alloc(expected.maxBytes + 1);
        let length = 0;
        for (let read = -1; read !== 0 && length < buffer.length; length += read) {
            read = (0,external_node_fs_.readSync)(fd, buffer, length, buffer.length - length, null);
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
        (0,external_node_fs_.closeSync)(fd);
    }
}

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
    return readTextFile(name, file, ENV_FILE, refuse);
}
/**
 * The text of an app file's `env-file` for one service: `given` from the working directory, as
 * the app file writes it, and with every symlink followed inside the working directory or the
 * app file's folder tree. An app file comes with the repository: its `../other/.env` or
 * `/home/me/.env` must not upload another project's variables. `where` names it for the
 * refusals ("app.yml line 9: `env-file` of service `web`").
 */
function readAppEnvFileText(given, where, appFile, refuse) {
    const file = external_node_path_default().resolve(given);
    const workingDirectory = external_node_path_default().resolve();
    const appFolder = external_node_path_default().dirname(external_node_path_default().resolve(appFile));
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




function readVariables(envFlags, envFile) {
    const notes = [];
    const merged = new Map();
    if (envFile !== undefined) {
        const parsed = parseEnvFile(readEnvFile(envFile));
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
 * or the app file's folder tree (env-file.ts); errors name the service's key in the file.
 */
function readServiceEnvFile(given, where, appFile) {
    const text = readAppEnvFileText(given, where, appFile, (name, problem) => new errors/* UsageError */.eb(name, problem));
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
 * only a regular file of at most MAX_ENV_FILE_BYTES, without NUL bytes.
 * @public The FIFO test imports it in a child process, where knip cannot see the import.
 */
function readEnvFile(given) {
    return readEnvFileText('--dotenv-file', external_node_path_default().resolve(given), (name, problem) => new errors/* UsageError */.eb(name, problem));
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/settings/verify-settings.ts
var verify_settings = __webpack_require__(8684);
;// CONCATENATED MODULE: ./src/settings/yaml-parse.ts

// The yaml package's parser prints every token it reads to stdout when LOG_TOKENS is set in the
// environment, and its composer every node when LOG_STREAM is (a debugging aid of its own, with
// no option to turn it off). An app file's tokens hold its variables' values, printed before any
// mask could hide them, so the file is parsed with both unset. Parsing is synchronous: nothing
// else runs while they are unset, and they are put back as they were.
/** The variables the parser obeys. */
const PARSER_LOGS = ['LOG_TOKENS', 'LOG_STREAM'];
/** parseDocument, with the parser's own debug output off whatever the environment says. */
function parseYamlDocument(text, options) {
    const env = process.env;
    const saved = PARSER_LOGS.map(name => [name, env[name]]);
    for (const name of PARSER_LOGS)
        delete env[name];
    try {
        return (0,dist/* parseDocument */.Tp)(text, options);
    }
    finally {
        for (const [name, value] of saved)
            if (value !== undefined)
                env[name] = value;
    }
}

;// CONCATENATED MODULE: ./src/settings/app-file.ts










/** A problem with the app file: `file line N: what is wrong and what is expected`. */
class AppFileError extends errors/* UsageError */.eb {
    file;
    line;
    name = 'AppFileError';
    constructor(
    /** The path as given. */
    file, 
    /** 1-based; undefined when the file could not be read. */
    line, problem, 
    /** The setting that names the file, as the face spells it (`--app-file`): the subject when there is no line. */
    setting) {
        super(line === undefined ? (setting ?? file) : `${file} line ${line}:`, problem);
        this.file = file;
        this.line = line;
    }
}
/** The largest app file read; a larger one is refused before it is read. */
const MAX_APP_FILE_BYTES = 1024 * 1024;
/** Aliases (`*name`) the file may resolve in all: a few are handy, a nest of them is an alias bomb. */
const MAX_ALIAS_COUNT = 100;
/** Keys at the top of the file. */
const TOP_KEYS = [
    'services',
    'ref',
    'timeout',
    'fail-fast',
    'max-parallel',
    'rollback',
    'verify-for',
    'verify-interval',
    'fail-on-log',
    'ignore-log'
];
/** Keys of one service. */
const SERVICE_KEYS = [
    'id',
    'needs',
    'ref',
    'env',
    'env-file',
    'health-check-url',
    'health-check-expect',
    'timeout',
    'verify-for',
    'verify-interval',
    'fail-on-log',
    'ignore-log'
];
/** A service's name: a label for log lines, summary rows and results keys. */
const SERVICE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;
const SERVICE_NAME_FORM = 'letters, digits and - _ . (starting with a letter or digit), at most 40 characters';
/**
 * Reads and checks the file at `file` (relative to the working directory): a regular file of at
 * most 1 MiB, symlinks followed. `setting` is how the face spells what names it (`--app-file`).
 */
function readAppFile(file, setting) {
    const refuse = (_name, problem) => new AppFileError(file, undefined, problem, setting);
    const expected = { maxBytes: MAX_APP_FILE_BYTES, file: 'an app file in YAML', syntax: 'YAML' };
    return parseAppFile(readTextFile('app-file', external_node_path_default().resolve(file), expected, refuse), file);
}
/** Parses and checks the text; every error is an AppFileError naming `file` and the line. */
function parseAppFile(text, file) {
    const reader = new Reader(text, file);
    const root = reader.root();
    const top = reader.entries(root, TOP_KEYS, 'at the top of the file', SERVICE_KEYS, 'of a service, under services:');
    const services = readServices(reader, top.get('services'));
    checkNeeds(reader, services);
    return {
        path: file,
        services: services.map(({ needsAt: _needsAt, ...service }) => service),
        defaults: readDefaults(reader, top)
    };
}
/** The parsed document and what every check needs: lines, aliases resolved, values as text. */
class Reader {
    #file;
    #lines = new dist/* LineCounter */.HN();
    #doc;
    constructor(text, file) {
        this.#file = file;
        // Keys given twice are found by `once`: the parser's own check compares every key with every other.
        this.#doc = parseYamlDocument(text, { schema: 'failsafe', lineCounter: this.#lines, uniqueKeys: false });
        const error = this.#doc.errors[0];
        if (error)
            throw this.fail(error.linePos?.[0].line ?? 1, `is not valid YAML: ${syntaxProblem(error.code)}`);
        this.#checkAliases();
    }
    /** The top-level mapping. */
    root() {
        const root = this.resolve(this.#doc.contents);
        if (root === null || ((0,dist/* isScalar */.jn)(root) && isEmpty(root)))
            throw this.fail(1, 'is empty: expected a mapping with `services:`, such as `services: { web: { id: svc-web } }`');
        if (!(0,dist/* isMap */.jh)(root))
            throw this.fail(this.line(root), `holds ${kind(root)}: expected a mapping with \`services:\``);
        return root;
    }
    /** The 1-based line on which a node starts; 1 for none. */
    line(node) {
        return this.#lines.linePos(node?.range?.[0] ?? 0).line;
    }
    fail(line, problem) {
        return new AppFileError(this.#file, line, problem);
    }
    /** The checks' refusals for a value at `node`, in the file's words: `` `timeout` of service `web` ``. */
    refuseAt(node, fallbackLine) {
        return (name, problem) => this.fail(node ? this.line(node) : fallbackLine, `${name} ${problem}`);
    }
    /** An alias's anchored node; any other node as it is. */
    resolve(node) {
        if (!(0,dist/* isAlias */.Vj)(node))
            return node;
        return node.resolve(this.#doc) ?? null;
    }
    /**
     * A ref: null for a quoted empty one (`ref: ''`, `ref: ""`), which says "send no ref", as an
     * empty `ref` setting does; otherwise checked like ref, undefined when empty or a plain null.
     */
    ref(node, name, refuse) {
        const value = this.resolve(node);
        const quoted = (0,dist/* isScalar */.jn)(value) && (value.type === 'QUOTE_SINGLE' || value.type === 'QUOTE_DOUBLE');
        if (quoted && String(value.value).trim() === '')
            return null;
        return checkRef(name, this.text(value, name), refuse);
    }
    /** A scalar's text (`''` for an empty value or a plain null: ~, null); refused when a mapping or a list. */
    text(node, name) {
        const value = this.resolve(node);
        if (value === null || isEmpty(value))
            return '';
        if (!(0,dist/* isScalar */.jn)(value))
            throw this.fail(this.line(value), `${name} must be text, not ${kind(value)}`);
        return String(value.value);
    }
    /**
     * A mapping's entries by key, each key known: an unknown one is refused with the closest known
     * key, or with where it belongs when it is one of `elsewhere`.
     */
    entries(map, known, where, elsewhere, elsewhereHint) {
        const found = new Map();
        const lines = new Map();
        for (const pair of map.items) {
            const key = this.keyOf(pair, `a key ${where}`);
            if (!known.includes(key.text)) {
                const hint = elsewhere.includes(key.text)
                    ? `\`${key.text}\` is a key ${elsewhereHint}`
                    : suggestion(key.text, known);
                throw this.fail(this.line(key.node), `unknown key \`${shown(key.text)}\` ${where}${hint ? ` (${hint})` : ''}: expected one of ${known.join(', ')}`);
            }
            this.once(lines, key.text, key.node, `\`${key.text}\` ${where}`, 'key');
            found.set(key.text, { key: key.node, value: this.resolve(pair.value) });
        }
        return found;
    }
    /** Refuses a key seen before in the same mapping: `what` names it, `unit` says what each is. */
    once(seen, key, node, what, unit) {
        const line = this.line(node);
        const first = seen.get(key);
        if (first !== undefined)
            throw this.fail(line, `${what} is given twice (lines ${first} and ${line}): expected each ${unit} once`);
        seen.set(key, line);
    }
    /** A pair's key as text; a mapping or a list as a key is refused. */
    keyOf(pair, what) {
        const node = this.resolve(pair.key);
        if (node === null || !(0,dist/* isScalar */.jn)(node))
            throw this.fail(this.line(node ?? pair.value), `${what} must be a plain name`);
        return { node, text: String(node.value) };
    }
    /** Aliases are resolved once, within MAX_ALIAS_COUNT, each naming an anchor set before it. */
    #checkAliases() {
        let first;
        (0,dist/* visit */.YR)(this.#doc, { Alias: (_, node) => void (first ??= node) });
        if (!first)
            return;
        try {
            this.#doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
        }
        catch (error) {
            const excessive = /excessive alias count/i.test(error.message);
            throw this.fail(this.line(first), excessive
                ? `uses aliases (*name) that expand too far, as an alias bomb does: expected at most ${MAX_ALIAS_COUNT} expansions`
                : 'uses an alias (*name) whose anchor (&name) is not set before it: expected an anchor earlier in the file');
        }
    }
}
/** The services, in the file's order, each with a valid name and id, no id twice. */
function readServices(reader, entry) {
    if (!entry) {
        throw reader.fail(1, 'has no `services`: expected `services:` naming each service and its id, such as `services: { web: { id: svc-web } }`');
    }
    const map = entry.value;
    if (map === null || isEmpty(map) || ((0,dist/* isMap */.jh)(map) && map.items.length === 0))
        throw reader.fail(reader.line(entry.key), '`services` is empty: expected at least one service, such as `web: { id: svc-web }`');
    if (!(0,dist/* isMap */.jh)(map)) {
        throw reader.fail(reader.line(map), `\`services\` holds ${kind(map)}: expected a mapping from each service's name to its settings, such as \`web: { id: svc-web }\``);
    }
    const byId = new Map();
    const names = new Map();
    const services = [];
    for (const pair of map.items) {
        const key = reader.keyOf(pair, 'a service name');
        reader.once(names, key.text, key.node, `service \`${shown(key.text)}\``, 'service');
        const service = readService(reader, pair);
        const twin = byId.get(service.id);
        if (twin) {
            throw reader.fail(service.line, `service \`${service.name}\` has id \`${service.id}\`, as service \`${twin.name}\` (line ${twin.line}) has: expected each service once`);
        }
        byId.set(service.id, service);
        services.push(service);
    }
    return services;
}
function readService(reader, pair) {
    const { node, text: name } = reader.keyOf(pair, 'a service name');
    const line = reader.line(node);
    if (!SERVICE_NAME.test(name))
        throw reader.fail(line, `service name \`${shown(name)}\` is not a simple label: expected ${SERVICE_NAME_FORM}`);
    const value = reader.resolve(pair.value);
    const noId = `service \`${name}\` has no \`id\`: expected \`id:\` with the id of the service to deploy`;
    if (value === null || isEmpty(value))
        throw reader.fail(line, noId);
    if (!(0,dist/* isMap */.jh)(value))
        throw reader.fail(reader.line(value), `service \`${name}\` holds ${kind(value)}: expected a mapping such as \`id: svc-${name}\``);
    const where = `in service \`${name}\``;
    const keys = reader.entries(value, SERVICE_KEYS, where, TOP_KEYS, 'at the top of the file');
    const at = (key) => keys.get(key)?.value ?? null;
    const refuse = (key) => reader.refuseAt(at(key), keys.get(key) ? reader.line(keys.get(key)?.key ?? null) : line);
    const subject = (key) => `\`${key}\` of service \`${name}\``;
    const text = (key) => reader.text(at(key), subject(key));
    const id = text('id');
    if (id === '')
        throw reader.fail(keys.has('id') ? reader.line(keys.get('id')?.key ?? null) : line, noId);
    const needs = readNeeds(reader, at('needs'), name);
    const ref = reader.ref(at('ref'), subject('ref'), refuse('ref'));
    const timeout = text('timeout');
    const healthCheckUrl = text('health-check-url');
    const healthCheckExpect = text('health-check-expect');
    const envFile = text('env-file');
    if (/[\x00-\x1f\x7f]/.test(envFile) || envFile.length > 1000)
        throw refuse('env-file')(subject('env-file'), 'must be a path on one line, at most 1000 characters');
    return {
        name,
        id: checkServiceId(subject('id'), id, refuse('id')),
        needs: needs.names,
        needsAt: needs.lines,
        ...(ref !== undefined && { ref }),
        variables: readEnv(reader, at('env'), name),
        ...(envFile !== '' && { envFile, envFileLine: reader.line(keys.get('env-file')?.key ?? null) }),
        ...(healthCheckUrl !== '' && {
            healthCheckUrl: checkHealthCheckUrl(subject('health-check-url'), healthCheckUrl, refuse('health-check-url'))
        }),
        ...(healthCheckExpect !== '' && {
            healthCheckExpect: checkHealthCheckExpect(subject('health-check-expect'), healthCheckExpect, refuse('health-check-expect'))
        }),
        ...(timeout !== '' && {
            timeoutMs: checkDuration(subject('timeout'), timeout, 0, defaults/* TIMEOUT_HINT */.am, refuse('timeout'))
        }),
        ...verifyKeys(readVerifyKeys(reader, at, subject, refuse)),
        line
    };
}
/** `{ verify }` when any of the window's keys was given; nothing otherwise. */
function verifyKeys(keys) {
    return Object.keys(keys).length === 0 ? {} : { verify: keys };
}
/** The verification window's keys at one level, each value checked alone (their sum: settings/app-config.ts). */
function readVerifyKeys(reader, at, subject, refuse) {
    const duration = (key) => (0,verify_settings/* verifyDuration */._q)(subject(key), reader.text(at(key), subject(key)), refuse(key));
    const list = (key) => {
        const node = reader.resolve(at(key));
        if (node === null || isEmpty(node))
            return undefined;
        const items = (0,dist/* isSeq */.oP)(node) ? node.items.map(item => reader.resolve(item)) : [node];
        const patterns = items.map(item => reader.text(item, `each pattern of ${subject(key)}`));
        return (0,verify_settings/* verifyPatterns */.F9)(subject(key), patterns, refuse(key));
    };
    const forMs = duration('verify-for');
    const intervalMs = duration('verify-interval');
    const failOnLog = list('fail-on-log');
    const ignoreLog = list('ignore-log');
    return {
        ...(forMs !== undefined && { forMs }),
        ...(intervalMs !== undefined && { intervalMs }),
        ...(failOnLog !== undefined && { failOnLog }),
        ...(ignoreLog !== undefined && { ignoreLog })
    };
}
/** `needs`: one name or a list of names, each once, with the line of each. */
function readNeeds(reader, node, service) {
    if ((0,dist/* isMap */.jh)(node))
        throw reader.fail(reader.line(node), `\`needs\` of service \`${service}\` holds a mapping: expected a list of names, such as [migrate]`);
    const items = (0,dist/* isSeq */.oP)(node) ? node.items.map(item => reader.resolve(item)) : [node];
    // A set: a list of 100,000 names is read in linear time, before any check of them.
    const seen = new Set();
    const lines = [];
    for (const item of items) {
        const name = reader.text(item, `each name in \`needs\` of service \`${service}\``);
        if (name === '' || seen.has(name))
            continue;
        seen.add(name);
        lines.push(reader.line(item));
    }
    return { names: [...seen], lines };
}
/** `env`: a mapping of KEY: value, or a dotenv block (`env: |`). Values never appear in an error. */
function readEnv(reader, node, service) {
    const where = `\`env\` of service \`${service}\``;
    if (node === null || isEmpty(node))
        return [];
    if ((0,dist/* isMap */.jh)(node)) {
        const seen = new Map();
        return node.items.map(pair => {
            const { node: keyNode, text: key } = reader.keyOf(pair, `a variable name in ${where}`);
            if (!(0,dotenv/* isValidKey */.Iz)(key)) {
                throw reader.fail(reader.line(keyNode), `a variable name in ${where} is not valid: expected letters, digits and _, not starting with a digit`);
            }
            reader.once(seen, key, keyNode, `${key} in ${where}`, 'variable');
            const value = reader.resolve(pair.value);
            if (value !== null && !(0,dist/* isScalar */.jn)(value))
                throw reader.fail(reader.line(value), `${key} in ${where} must be text, not ${kind(value)}`);
            return { key, value: value === null || isEmpty(value) ? '' : String(value.value) };
        });
    }
    if (!(0,dist/* isScalar */.jn)(node)) {
        throw reader.fail(reader.line(node), `${where} holds ${kind(node)}: expected a mapping of KEY: value, or dotenv lines in a block (env: |)`);
    }
    return readDotenvBlock(reader, node, where);
}
/**
 * Dotenv lines; their errors name the file's line: in a block (`env: |`), the line of the block's
 * own line (its first is the one after `|`); in a quoted text, the text's line (its \n are escapes).
 */
function readDotenvBlock(reader, node, where) {
    const block = (0,dist/* isScalar */.jn)(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED');
    const lineOf = (blockLine) => reader.line(node) + (block ? blockLine : 0);
    try {
        const parsed = (0,dotenv/* parseDotenv */.qd)(String(node.value ?? ''));
        const duplicate = parsed.duplicates[0];
        if (duplicate) {
            throw reader.fail(lineOf(duplicate.lines[1] ?? 1), `${duplicate.key} is set more than once in ${where} (lines ${duplicate.lines.map(lineOf).join(', ')}): expected each variable once`);
        }
        return parsed.entries.map(({ key, value }) => ({ key, value }));
    }
    catch (error) {
        if (!(error instanceof dotenv/* DotenvError */.BZ))
            throw error;
        throw reader.fail(lineOf(error.line), `${where}: ${error.reason}${error.reason.includes('; expected') ? '' : '; expected dotenv lines such as KEY=value, KEY="multi-line value" or # comment'}`);
    }
}
/** Every name in `needs` is a service of the file, other than the service itself, and no needs go round in a cycle. */
function checkNeeds(reader, services) {
    const byName = new Map(services.map(service => [service.name, service]));
    const names = services.map(service => service.name);
    const list = names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
    for (const service of services) {
        service.needs.forEach((need, i) => {
            const line = service.needsAt[i] ?? service.line;
            if (need === service.name)
                throw reader.fail(line, `\`needs\` of service \`${need}\` names the service itself: a service cannot wait for itself`);
            if (!byName.has(need)) {
                const hint = suggestion(need, names);
                throw reader.fail(line, `\`needs\` names \`${shown(need)}\`, which is not a service of this file (services: ${list})${hint ? `; ${hint}` : ''}`);
            }
        });
    }
    const cycle = findCycle(services, byName);
    if (cycle) {
        throw reader.fail(cycle.line, `\`needs\` make a cycle, ${cycle.names.join(' -> ')}, so none of these services could ever start: expected needs without a cycle`);
    }
}
/** The first cycle of `needs` in the file's order, and the line of the need that closes it; without recursion, for long chains. */
function findCycle(services, byName) {
    const state = new Map();
    for (const start of services) {
        if (state.has(start.name))
            continue;
        const stack = [{ service: start, next: 0 }];
        state.set(start.name, 'open');
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const need = frame.service.needs[frame.next];
            if (need === undefined) {
                state.set(frame.service.name, 'done');
                stack.pop();
                continue;
            }
            const line = frame.service.needsAt[frame.next] ?? frame.service.line;
            frame.next++;
            if (state.get(need) === 'open') {
                const from = stack.findIndex(f => f.service.name === need);
                return { names: [...stack.slice(from).map(f => f.service.name), need], line };
            }
            const next = byName.get(need);
            if (next && !state.has(need)) {
                state.set(need, 'open');
                stack.push({ service: next, next: 0 });
            }
        }
    }
    return undefined;
}
/** The top-level settings: each service's, unless it gives its own. */
function readDefaults(reader, top) {
    const text = (key) => reader.text(top.get(key)?.value ?? null, `\`${key}\``);
    const refuse = (key) => reader.refuseAt(top.get(key)?.value ?? null, reader.line(top.get(key)?.key ?? null));
    const ref = reader.ref(top.get('ref')?.value ?? null, '`ref`', refuse('ref'));
    const timeout = text('timeout');
    const failFast = readBoolean(text('fail-fast'), '`fail-fast`', refuse('fail-fast'));
    const rollback = readBoolean(text('rollback'), '`rollback`', refuse('rollback'));
    const maxParallel = text('max-parallel');
    if (maxParallel !== '' && !/^[1-9][0-9]{0,5}$/.test(maxParallel.trim())) {
        throw refuse('max-parallel')('`max-parallel`', `must be a positive whole number (the most services deployed at once), got "${shown(maxParallel)}"`);
    }
    return {
        ...(ref !== undefined && { ref }),
        ...(timeout !== '' && { timeoutMs: checkDuration('`timeout`', timeout, 0, defaults/* TIMEOUT_HINT */.am, refuse('timeout')) }),
        ...(failFast !== undefined && { failFast }),
        ...(maxParallel !== '' && { maxParallel: Number(maxParallel.trim()) }),
        ...(rollback !== undefined && { rollback }),
        ...verifyKeys(readVerifyKeys(reader, key => top.get(key)?.value ?? null, key => `\`${key}\``, refuse))
    };
}
/** true or false as the boolean settings take them; empty: not given. */
function readBoolean(raw, name, refuse) {
    const given = raw.trim();
    if (given === '')
        return undefined;
    if (['true', 'True', 'TRUE'].includes(given))
        return true;
    if (['false', 'False', 'FALSE'].includes(given))
        return false;
    throw refuse(name, `must be true or false, got "${shown(given)}"`);
}
/** An empty value: nothing after the key, or a plain ~ or null (YAML's null, which the failsafe schema keeps as text). */
function isEmpty(node) {
    return (0,dist/* isScalar */.jn)(node) && node.type === 'PLAIN' && ['', '~', 'null', 'Null', 'NULL'].includes(String(node.value));
}
function kind(node) {
    return (0,dist/* isMap */.jh)(node) ? 'a mapping' : (0,dist/* isSeq */.oP)(node) ? 'a list' : 'text';
}
/** A word the user wrote, shortened for a message. */
function shown(text) {
    return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}
function suggestion(typed, known) {
    const near = (0,suggest/* closest */.k)(typed, known);
    return near === undefined ? undefined : `did you mean \`${near}\`?`;
}
/** What a YAML syntax error means, by its code: the parser's own message may quote the line, which may hold a value. */
function syntaxProblem(code) {
    const problems = {
        BAD_INDENT: 'the indentation is off; expected the keys of one mapping to line up',
        TAB_AS_INDENT: 'a tab indents a line; expected spaces',
        MULTIPLE_DOCS: 'it holds more than one document (a second ---); expected one',
        BAD_DQ_ESCAPE: 'a double-quoted text holds an unknown escape (\\); expected single quotes for text with backslashes',
        BLOCK_AS_IMPLICIT_KEY: 'a mapping starts on the line of its key (a: b: c); expected it on the lines below',
        MISSING_CHAR: 'a closing quote or bracket is missing',
        MULTILINE_IMPLICIT_KEY: 'a key runs over several lines (a missing `:` or quote?)',
        UNEXPECTED_TOKEN: 'unexpected text where a key or value should be'
    };
    return `${problems[code] ?? 'the YAML does not parse'} (${code})`;
}

;// CONCATENATED MODULE: ./src/settings/app-config.ts



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
/** A service's health check: its own URL or expected text over the step's. */
function healthCheckOf(step, service) {
    const url = service.healthCheckUrl ?? step.healthCheck?.url;
    if (url === undefined)
        return undefined;
    return {
        url,
        expect: service.healthCheckExpect ?? step.healthCheck?.expect ?? '',
        timeoutMs: step.healthCheck?.timeoutMs ?? defaults/* DEFAULT_HEALTH_CHECK_TIMEOUT_MS */.Pe
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
 * (a step's interval counts only when it is not the default); checked as a whole as the step's is.
 */
function verifyOf(step, file, service) {
    const own = service.verify ?? {};
    const top = file.defaults.verify ?? {};
    const given = step.verify;
    const stepInterval = given && given.intervalMs !== Math.min(verify_settings/* DEFAULT_VERIFY_INTERVAL_MS */.ni, given.forMs) ? given.intervalMs : undefined;
    const forMs = own.forMs ?? top.forMs ?? given?.forMs ?? 0;
    // Without a window, only the service's own keys can be a mistake: what it inherits has nothing to apply to.
    const inherit = forMs > 0;
    const subject = (key) => `\`${key}\` of service \`${service.name}\``;
    return (0,verify_settings/* checkVerify */.kM)({
        verifyFor: subject('verify-for'),
        verifyInterval: subject('verify-interval'),
        failOnLog: subject('fail-on-log'),
        ignoreLog: subject('ignore-log'),
        noWait: 'not waiting'
    }, {
        verifyFor: forMs,
        verifyInterval: own.intervalMs ?? (inherit ? (top.intervalMs ?? stepInterval) : undefined) ?? '',
        failOnLog: own.failOnLog ?? (inherit ? (top.failOnLog ?? given?.failOnLog) : undefined) ?? [],
        ignoreLog: own.ignoreLog ?? (inherit ? (top.ignoreLog ?? given?.ignoreLog) : undefined) ?? []
    }, step.wait, (name, problem) => new AppFileError(file.path, service.line, `${name} ${problem}`));
}
/** Variables by key, a later list's value winning: the step's, the service's env-file, its env. */
function merged(...lists) {
    const byKey = new Map();
    for (const list of lists)
        for (const variable of list)
            byKey.set(variable.key, variable);
    return [...byKey.values()];
}

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















/** Reads `argv` (without node and the script) for the command it names; throws UsageError. */
function parseCommandLine(argv, env) {
    refuseKeyFlags(argv);
    refuseNodeFlags(argv);
    const [first, ...rest] = argv;
    if (first === undefined) {
        throw new errors/* UsageError */.eb('hosting-deploy', `needs a command: ${parse_flags/* COMMAND_NAMES */.nZ.join(', ')}`);
    }
    if (first === '--help' || first === '-h')
        return { command: 'help', text: topLevelHelp() };
    if (first === '--version')
        return { command: 'version', text: version/* VERSION */.x };
    const name = parse_flags/* COMMAND_NAMES */.nZ.find(command => command === first);
    if (name === undefined) {
        const plain = /^-{0,2}[A-Za-z][A-Za-z0-9_-]{0,30}$/.test(first);
        const meant = plain ? (0,suggest/* closest */.k)(first, parse_flags/* COMMAND_NAMES */.nZ) : undefined;
        throw new errors/* UsageError */.eb('hosting-deploy', `takes a command first (${parse_flags/* COMMAND_NAMES */.nZ.join(', ')}), not ${plain ? `"${first}"` : 'the first argument'}${meant ? `; did you mean ${meant}?` : ''}`);
    }
    const { values, positionals } = parseFlags(name, rest);
    if (values.help === true)
        return { command: 'help', text: commandHelp(name) };
    const flags = new FlagValues(values);
    if (name === 'deploy') {
        if (positionals.length > 0)
            throw unexpectedPositionals(name, positionals.length);
        return parseDeploy(flags, env);
    }
    if (name === 'watch')
        return parseWatch(flags, positionals, env);
    if (positionals.length > 0)
        throw unexpectedPositionals(name, positionals.length);
    return { command: 'whoami', ...apiArgs(flags, env, []) };
}
function parseDeploy(flags, env) {
    const notes = [];
    const api = apiArgs(flags, env, notes);
    const maskEnv = checkMaskEnv('--mask-env', flags.strings('mask-env'), refuse);
    const variables = readVariables(flags.strings('env'), flags.string('dotenv-file'));
    notes.push(...variables.notes.map(message => ({ level: 'info', message })));
    const appFile = flags.string('app-file');
    const ids = flags.strings('service-id');
    if (appFile !== undefined && ids.length > 0)
        throw new errors/* UsageError */.eb('--service-id', 'and --app-file name the services twice: give the services in the app file, or with --service-id alone');
    const file = appFile === undefined ? undefined : readAppFile(appFile, '--app-file');
    const serviceIds = file ? [] : ids.length === 0 ? [serviceId(undefined)] : ids.map(id => serviceId(id));
    const step = {
        command: 'deploy',
        ...api,
        serviceId: serviceIds[0] ?? file?.services[0]?.id ?? '',
        ref: ref(flags.string('ref'), env, notes),
        variables: variables.variables,
        wait: !flags.boolean('no-wait'),
        timeoutMs: args_duration('--timeout', flags.string('timeout'), defaults/* DEFAULT_TIMEOUT_MS */.t1),
        logs: !flags.boolean('no-logs'),
        environmentUrl: environmentUrl(flags.string('environment-url')),
        healthCheck: healthCheck(flags),
        rollback: flags.boolean('rollback'),
        ifBusy: choice('--if-busy', flags.string('if-busy'), defaults/* IF_BUSY_CHOICES */.l8),
        superseded: choice('--superseded', flags.string('superseded'), defaults/* SUPERSEDED_CHOICES */.o0),
        verify: verify(flags),
        outputsFile: outputsFile(flags.string('outputs-file')),
        app: undefined,
        maskEnv
    };
    refuseRepeatedIds(serviceIds);
    const logOrder = choice('--log-order', flags.string('log-order'), defaults/* LOG_ORDERS */.v_);
    const app = appConfigOf({
        step,
        serviceIds,
        file,
        logOrder,
        readEnvFile: readServiceEnvFile
    });
    const unknown = unknownMaskEnv(maskEnv, app ? app.services.flatMap(service => service.config.variables) : step.variables);
    if (unknown.length > 0)
        notes.push({ level: 'warning', message: unknownMaskEnvWarning('--mask-env', unknown) });
    return { ...step, app };
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
        timeoutMs: args_duration('--timeout', flags.string('timeout'), defaults/* DEFAULT_TIMEOUT_MS */.t1),
        logs: !flags.boolean('no-logs'),
        outputsFile: outputsFile(flags.string('outputs-file'))
    };
}
function apiArgs(flags, env, notes) {
    return {
        baseUrl: baseUrl(flags.string('base-url'), env, notes),
        apiKey: apiKey(env),
        output: choice('--output', flags.string('output'), parse_flags/* OUTPUT_MODES */.fG),
        ci: (0,ci_ci/* resolveCi */.LQ)(flags.string('ci'), env),
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
    const options = Object.fromEntries(flags.map(flag => [
        flag.name,
        { type: flag.type, multiple: flag.multiple ?? false, ...(flag.short ? { short: flag.short } : {}) }
    ]));
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
    return checkBaseUrl(source, raw, { key: `set the key in ${parse_flags/* API_KEY_VARIABLE */.C6}`, tool: 'hosting-deploy' }, refuse, {
        warning: message => notes.push({ level: 'warning', message }),
        notice: message => notes.push({ level: 'info', message })
    }, { tlsUnchecked: tlsChecksOff(env) });
}
function serviceId(given) {
    if ((given ?? '').trim() === '')
        throw new errors/* UsageError */.eb('--service-id', 'is required: the id of the service, as shown in the dashboard');
    return checkServiceId('--service-id', given ?? '', refuse);
}
/** --ref, else the commit the CI names; outside CI none, with a note saying so. */
function ref(given, env, notes) {
    // An empty --ref sends no ref, as an empty ref input does in the action.
    if (given !== undefined)
        return checkedRef('--ref', given.trim()) || undefined;
    // The commit of the CI the job runs on, even when --ci picks other conventions.
    const ci = (0,ci_ci/* detectCi */.Ay)(env);
    const commit = (0,ci_ci/* ciCommit */.am)(ci, env);
    if (commit !== undefined)
        return checkedRef(commit.variable, commit.value);
    const why = ci === 'none' ? 'not running in a CI' : `${ci_ci/* CI_TITLES */.l6[ci]} sets no ${ci_ci/* COMMIT_VARIABLES */.YG[ci]}`;
    notes.push({
        level: 'info',
        message: `No --ref given and ${why}: no ref is sent, so the service deploys its tracked branch.`
    });
    return undefined;
}
function checkedRef(source, ref) {
    return checkRef(source, ref, refuse) ?? '';
}
function args_duration(flag, given, fallback) {
    if (given !== undefined && given.trim() === '') {
        throw refuse(flag, `needs a duration such as ${defaults/* DURATION_EXAMPLES */.rJ.slice(0, -1).join(', ')} or ${defaults/* DURATION_EXAMPLES */.rJ.at(-1)}`);
    }
    return checkDuration(flag, given ?? '', fallback, defaults/* TIMEOUT_HINT */.am, refuse);
}
function choice(flag, given, choices) {
    return checkChoice(flag, given ?? '', choices, refuse);
}
function environmentUrl(given) {
    return checkUrl('--environment-url', given ?? '', 'https://app.example.com', refuse);
}
/** The verification window's flags (docs/verify.md). */
function verify(flags) {
    return (0,verify_settings/* checkVerify */.kM)({
        verifyFor: '--verify-for',
        verifyInterval: '--verify-interval',
        failOnLog: '--fail-on-log',
        ignoreLog: '--ignore-log',
        noWait: '--no-wait'
    }, {
        verifyFor: flags.string('verify-for') ?? '',
        verifyInterval: flags.string('verify-interval') ?? '',
        failOnLog: flags.strings('fail-on-log'),
        ignoreLog: flags.strings('ignore-log')
    }, !flags.boolean('no-wait'), refuse);
}
function healthCheck(flags) {
    const timeoutMs = args_duration('--health-check-timeout', flags.string('health-check-timeout'), defaults/* DEFAULT_HEALTH_CHECK_TIMEOUT_MS */.Pe);
    return checkHealthCheck({ url: '--health-check-url', expect: '--health-check-expect' }, { url: flags.string('health-check-url') ?? '', expect: flags.string('health-check-expect') ?? '' }, timeoutMs, refuse);
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

;// CONCATENATED MODULE: ./src/cli/main.ts


// The command line's face: argv and the environment into a command; --help and --version
// answered at once; any other command run in this CI's conventions (run-command.ts), which is
// loaded only then, with the engine after it, so that --version and --help start fast.
/** Runs one command line; resolves to the process's exit code. Never throws. */
async function main(argv, env, io) {
    const args = parsed(argv, env);
    if ('text' in args) {
        io.stdout.write(`${args.text}\n`);
        return exit_codes/* EXIT_OK */.Ij;
    }
    const command = await __webpack_require__.e(/* import() | run-command */ 534).then(__webpack_require__.bind(__webpack_require__, 8319));
    if (!('command' in args))
        return command.reportUsageError(args.error, argv, env, io);
    return command.runCommand(args, env, io);
}
function parsed(argv, env) {
    try {
        return parseCommandLine(argv, env);
    }
    catch (error) {
        return { error };
    }
}


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
/* harmony import */ var _settings_verify_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8684);
/* harmony import */ var _settings_dotenv_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6443);
/* harmony import */ var _text_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9690);
/* harmony import */ var _settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9563);





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
    help: `Longest the run takes: ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .DURATION_EXAMPLES */ .rJ.join(', ')} or plain seconds (30 is 30s, not 30m), at most ${_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TIMEOUT_MS */ .mn / 3_600_000}h (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY.timeout}).`
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
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .LOG_ORDERS */ .v_.join('|'),
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
                help: `A dotenv file of variables to set before deploying (at most ${_settings_dotenv_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ENV_FILE_BYTES */ .C / 1024 / 1024} MiB).`
            },
            {
                name: 'mask-env',
                type: 'string',
                multiple: true,
                value: 'NAME',
                help: `Hide this variable's value too (besides secret names and forms); repeatable, or commas; all: every value of ${_text_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .MIN_MASKED_VALUE_LENGTH */ .uU}+ characters.`
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
                help: `How long to keep trying the health check: 30s, 2m or plain seconds (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY['health-check-timeout']}).`
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
                help: `The time between the window's checks: at least 1s, at most --verify-for (default ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(_settings_verify_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_VERIFY_INTERVAL_MS */ .ni)}).`
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
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .IF_BUSY_CHOICES */ .l8.join('|'),
                help: `Another deployment in progress: wait for it, or fail at once (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY['if-busy']}).`
            },
            {
                name: 'superseded',
                type: 'string',
                value: _settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .SUPERSEDED_CHOICES */ .o0.join('|'),
                help: `Replaced by a newer deployment: fail, or pass with a notice (default ${_settings_defaults_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULTS */ .zY.superseded}).`
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
            { name: 'service-id', type: 'string', value: 'ID', help: 'The service the deployment belongs to.' },
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
    { name: 'version', type: 'boolean', help: "Print hosting-deploy's version." }
];


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

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mk: () => (/* binding */ NotFound),
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


/***/ }),

/***/ 4910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ USER_AGENT),
  x: () => (/* binding */ VERSION)
});

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
        verifyFor: 'verify-for'
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
        verifyFor: '--verify-for'
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

/***/ 5314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   ai: () => (/* binding */ EXIT_CODES)
/* harmony export */ });
const EXIT_OK = 0;
/** Bad or missing flags, or settings that cannot work together: the CLI exits with this before anything is changed. */
const EXIT_USAGE = 2;
/** The code for each failure kind but `interrupted`, whose code depends on the signal. */
const BY_KIND = {
    deployment: 1,
    usage: EXIT_USAGE,
    auth: 3,
    unhealthy: 4,
    cancelled: 5,
    'timed-out': 6,
    unreachable: 7,
    'not-found': 8
};
/** 128 + the signal's number, as shells report a process the signal stopped. */
const BY_SIGNAL = { SIGINT: 130, SIGTERM: 143 };
/** Every exit code, in order; the docs are generated from this table. */
const EXIT_CODES = [
    { code: EXIT_OK, meaning: 'live (and healthy when checked), or queued with --no-wait' },
    {
        code: BY_KIND.deployment,
        meaning: 'the deployment failed (also when a rollback then went live), or --outputs-file could not be written after it'
    },
    {
        code: BY_KIND.usage,
        meaning: 'usage: bad or missing flags, unreadable env file, key on the command line, an --outputs-file that cannot be written, a --health-check-url path with no known URL; nothing was changed'
    },
    { code: BY_KIND.auth, meaning: 'the key was refused or lacks the permission (401/403)' },
    {
        code: BY_KIND.unhealthy,
        meaning: 'live, but the health check failed, or it broke in the verification window (--verify-for)'
    },
    { code: BY_KIND.cancelled, meaning: 'cancelled or superseded (with --superseded fail)' },
    { code: BY_KIND['timed-out'], meaning: 'timed out; the deployment may still be running' },
    {
        code: BY_KIND.unreachable,
        meaning: 'the service could not be reached or kept failing (network, 5xx, unreadable answers)'
    },
    {
        code: BY_KIND['not-found'],
        meaning: 'the service or the deployment does not exist, or the key cannot see it, or --base-url is not the API root (404); nothing was queued'
    },
    { code: BY_SIGNAL.SIGINT, meaning: 'interrupted by SIGINT (the deployment goes on at the service)' },
    { code: BY_SIGNAL.SIGTERM, meaning: 'interrupted by SIGTERM (the deployment goes on at the service)' }
];
/** The exit code for a run's result. */
function exitCodeOf(result) {
    // The signal that stopped the run decides, whatever else went wrong before it.
    if (result.interruptedBy !== undefined)
        return BY_SIGNAL[result.interruptedBy];
    const kind = result.failureKind;
    if (kind === 'interrupted')
        return BY_SIGNAL.SIGINT;
    if (kind !== undefined)
        return BY_KIND[kind];
    // An error without a kind breaks the engine's contract; it must still not read as success.
    return result.error === undefined ? EXIT_OK : BY_KIND.deployment;
}


/***/ }),

/***/ 9563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pe: () => (/* binding */ DEFAULT_HEALTH_CHECK_TIMEOUT_MS),
/* harmony export */   am: () => (/* binding */ TIMEOUT_HINT),
/* harmony export */   l8: () => (/* binding */ IF_BUSY_CHOICES),
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

/***/ 8684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F9: () => (/* binding */ verifyPatterns),
/* harmony export */   _q: () => (/* binding */ verifyDuration),
/* harmony export */   kM: () => (/* binding */ checkVerify),
/* harmony export */   ni: () => (/* binding */ DEFAULT_VERIFY_INTERVAL_MS)
/* harmony export */ });
/* unused harmony exports MIN_VERIFY_INTERVAL_MS, MAX_VERIFY_FOR_MS */
/* harmony import */ var _core_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8571);
/* harmony import */ var _verify_patterns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(673);


// The checks of the verification window's settings, for every face: each names the setting as
// the face spells it (`verify-for`, `--verify-for`, `verifyFor`) and says what is expected.
/** The time between checks unless verify-interval says otherwise (at most verify-for). */
const DEFAULT_VERIFY_INTERVAL_MS = 15_000;
/** The shortest time between checks. */
const MIN_VERIFY_INTERVAL_MS = 1000;
/** The longest window. */
const MAX_VERIFY_FOR_MS = 24 * 3_600_000;
/** What a refused verify-for or verify-interval is told, after "must be". */
const DURATION_FORMS = 'plain seconds (300) or a duration such as 90s, 5m or 1h';
/** The window's config; undefined when verify-for is empty or 0 (and nothing else is given). */
function checkVerify(names, raw, wait, refuse) {
    const forMs = verifyDuration(names.verifyFor, raw.verifyFor, refuse);
    const given = typeof raw.verifyInterval === 'number' ? raw.verifyInterval : raw.verifyInterval.trim();
    // The default written out (action.yml's) is the same as none.
    const intervalText = given !== '' && durationOf(given) === DEFAULT_VERIFY_INTERVAL_MS ? '' : given;
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
        ? Math.min(DEFAULT_VERIFY_INTERVAL_MS, forMs)
        : (verifyDuration(names.verifyInterval, intervalText, refuse) ?? 0);
    if (intervalMs < MIN_VERIFY_INTERVAL_MS)
        throw refuse(names.verifyInterval, `must be at least ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(MIN_VERIFY_INTERVAL_MS)}, got "${String(intervalText).slice(0, 40)}"`);
    if (intervalMs > forMs)
        throw refuse(names.verifyInterval, `is ${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(intervalMs)}, longer than ${names.verifyFor} (${(0,_core_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(forMs)}): expected at most ${names.verifyFor}`);
    return {
        forMs,
        intervalMs,
        failOnLog: verifyPatterns(names.failOnLog, raw.failOnLog, refuse),
        ignoreLog: verifyPatterns(names.ignoreLog, raw.ignoreLog, refuse)
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
/** The patterns, each compiled once to check it (RE2 syntax, bounded in number and length). */
function verifyPatterns(name, given, refuse) {
    try {
        return (0,_verify_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .compileList */ .kM)(given).map(({ pattern }) => pattern);
    }
    catch (error) {
        if (error instanceof _verify_patterns_js__WEBPACK_IMPORTED_MODULE_1__/* .PatternRefused */ .hL)
            throw refuse(name, error.message);
        throw error;
    }
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


/***/ }),

/***/ 673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aW: () => (/* binding */ MATCH_CHARS),
  hL: () => (/* binding */ PatternRefused),
  kM: () => (/* binding */ compileList),
  v0: () => (/* binding */ compileLogPatterns)
});

// UNUSED EXPORTS: MAX_PATTERNS, MAX_PATTERN_CHARS

// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
;// CONCATENATED MODULE: ./src/verify/signatures.ts
// The built-in crash signatures of the verification window: runtime log lines that say the
// application crashed, whatever else the workflow's author asks for. Each is RE2 syntax (matched
// in linear time, src/verify/patterns.ts) and carries a real line it is tested with
// (__tests__/unit/verify/signatures.test.ts, with a corpus of ordinary lines none may match).
// docs/verify.md lists them from this table.
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

;// CONCATENATED MODULE: ./src/verify/patterns.ts


// What marks a runtime log line as a failure in the verification window: the built-in crash
// signatures and the author's `fail-on-log` patterns, unless an `ignore-log` pattern matches it.
// The patterns are the author's, but the lines come from the service, and a hostile line can make
// a backtracking pattern (`(a+)+$`) run for minutes: every pattern is compiled with RE2 (re2js),
// which matches in time linear in the line, and only a line's first MATCH_CHARS are matched.
/** At most this many patterns in each of fail-on-log and ignore-log. */
const MAX_PATTERNS = 50;
/** The longest pattern, in characters. */
const MAX_PATTERN_CHARS = 1000;
/** A longer line is matched on its first 16 KiB. */
const MATCH_CHARS = 16 * 1024;
/** A pattern refused: which, and why, in the words a usage error needs. */
class PatternRefused extends Error {
    name = 'PatternRefused';
}
/** Checks the lists' bounds and compiles every pattern; throws PatternRefused naming the first bad one. */
function compileLogPatterns(settings) {
    const fail = CRASH_SIGNATURES.map(signature => ({
        by: signature.name,
        builtIn: true,
        re: build/* RE2JS */.L3.compile(signature.pattern)
    }));
    fail.push(...compileList(settings.failOnLog).map(({ pattern, re }) => ({ by: pattern, builtIn: false, re })));
    const ignore = compileList(settings.ignoreLog).map(({ re }) => re);
    return {
        match(line) {
            const text = line.length > MATCH_CHARS ? line.slice(0, MATCH_CHARS) : line;
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
function compileOne(pattern) {
    const shown = JSON.stringify(pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern);
    if (pattern.trim() === '')
        throw new PatternRefused('holds an empty pattern: expected a regular expression');
    if (pattern.length > MAX_PATTERN_CHARS)
        throw new PatternRefused(`holds a pattern of ${pattern.length} characters (${shown}): expected at most ${MAX_PATTERN_CHARS}`);
    try {
        return build/* RE2JS */.L3.compile(pattern);
    }
    catch (error) {
        const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
        throw new PatternRefused(`holds the pattern ${shown}, which is not a regular expression this tool can match in linear time (RE2 syntax): ${reason.slice(0, 200)}. Lookarounds and backreferences are not supported.`);
    }
}


/***/ })

};
