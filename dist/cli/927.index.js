export const id = 927;
export const ids = [927,322];
export const modules = {

/***/ 984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_ALIAS_COUNT: () => (/* binding */ MAX_ALIAS_COUNT),
  MAX_APP_FILE_BYTES: () => (/* binding */ MAX_APP_FILE_BYTES),
  SERVICE_KEYS: () => (/* binding */ SERVICE_KEYS),
  SERVICE_NAME: () => (/* binding */ SERVICE_NAME),
  TOP_KEYS: () => (/* binding */ TOP_KEYS),
  parseAppFile: () => (/* binding */ parseAppFile),
  readAppFile: () => (/* binding */ readAppFile)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/settings/verify-settings.ts
var verify_settings = __webpack_require__(8684);
// EXTERNAL MODULE: ./src/settings/verify-patterns.ts
var verify_patterns = __webpack_require__(1482);
// EXTERNAL MODULE: ./src/settings/defaults.ts
var defaults = __webpack_require__(9563);
// EXTERNAL MODULE: ./src/settings/dotenv.ts
var dotenv = __webpack_require__(6443);
// EXTERNAL MODULE: ./src/settings/settings.ts
var settings = __webpack_require__(7100);
// EXTERNAL MODULE: ./src/text/suggest.ts
var suggest = __webpack_require__(4185);
// EXTERNAL MODULE: ./src/settings/text-file.ts
var text_file = __webpack_require__(3873);
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
    return withoutParserLogs(() => (0,dist/* parseDocument */.Tp)(text, options));
}
/**
 * The offset and bracket of the flow collection (`[` or `{`) opened last and never closed by its
 * own bracket, read from the parser's syntax tree; undefined when every one is closed. An
 * unclosed bracket is reported by the parser as bad indentation of the line after it.
 */
function unclosedBracket(text) {
    let found;
    const visit = (token) => {
        if (token === undefined)
            return;
        if (token.type === 'flow-collection') {
            const bracket = token.start.source === '[' ? '[' : '{';
            const closer = bracket === '[' ? 'flow-seq-end' : 'flow-map-end';
            if (!token.end.some(end => end.type === closer))
                found = { bracket, offset: token.start.offset };
        }
        if (token.type === 'document')
            visit(token.value);
        if ('items' in token) {
            for (const item of token.items) {
                visit(item.key ?? undefined);
                visit(item.value);
            }
        }
    };
    withoutParserLogs(() => {
        for (const token of new dist/* Parser */.iX().parse(text))
            visit(token);
    });
    return found;
}
/** Runs `parse` with the variables the parser obeys unset, then puts them back. */
function withoutParserLogs(parse) {
    const env = process.env;
    const saved = PARSER_LOGS.map(name => [name, env[name]]);
    for (const name of PARSER_LOGS)
        delete env[name];
    try {
        return parse();
    }
    finally {
        for (const [name, value] of saved)
            if (value !== undefined)
                env[name] = value;
    }
}

;// CONCATENATED MODULE: ./src/settings/app-file.ts











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
 * Reads and checks the file at `file` (relative to the working directory `cwd`): a regular file of
 * at most 1 MiB, symlinks followed. `setting` is how the face spells what names it (`--app-file`).
 */
function readAppFile(file, setting, cwd = process.cwd()) {
    const refuse = (_name, problem) => new errors/* AppFileError */.Q3(file, undefined, problem, setting);
    const expected = { maxBytes: MAX_APP_FILE_BYTES, file: 'an app file in YAML', syntax: 'YAML' };
    return parseAppFile((0,text_file/* readTextFile */.G)('app-file', external_node_path_default().resolve(cwd, file), expected, refuse), file);
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
            throw this.fail(error.linePos?.[0].line ?? 1, `is not valid YAML: ${this.#syntaxProblem(text, error.code, error.pos[0])}`);
        this.#checkAliases();
    }
    /**
     * What the syntax error at `offset` means. The parser reports an unclosed `[` or `{` as bad
     * indentation of a line after it: an error past such a bracket is the bracket's fault.
     */
    #syntaxProblem(text, code, offset) {
        const unclosed = code === 'BAD_INDENT' ? unclosedBracket(text) : undefined;
        if (unclosed === undefined || unclosed.offset > offset)
            return syntaxProblem(code);
        const closer = unclosed.bracket === '[' ? ']' : '}';
        return `unclosed \`${unclosed.bracket}\` opened on line ${this.#lines.linePos(unclosed.offset).line}: expected a \`${closer}\` to close it`;
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
        return new errors/* AppFileError */.Q3(this.#file, line, problem);
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
        return (0,settings/* checkRef */.__)(name, this.text(value, name), refuse);
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
    const keyLine = (key) => (keys.has(key) ? reader.line(keys.get(key)?.key ?? null) : undefined);
    const refuse = (key) => reader.refuseAt(at(key), keyLine(key) ?? line);
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
        id: (0,settings/* checkServiceId */.TS)(subject('id'), id, refuse('id')),
        needs: needs.names,
        needsAt: needs.lines,
        ...(ref !== undefined && { ref }),
        variables: readEnv(reader, at('env'), name),
        ...(envFile !== '' && { envFile, envFileLine: reader.line(keys.get('env-file')?.key ?? null) }),
        ...(healthCheckUrl !== '' && {
            healthCheckUrl: (0,settings/* checkHealthCheckUrl */.o1)(subject('health-check-url'), healthCheckUrl, refuse('health-check-url'))
        }),
        ...(healthCheckExpect !== '' && {
            healthCheckExpect: (0,settings/* checkHealthCheckExpect */.UO)(subject('health-check-expect'), healthCheckExpect, refuse('health-check-expect'))
        }),
        ...(timeout !== '' && {
            timeoutMs: (0,settings/* checkDuration */.fU)(subject('timeout'), timeout, 0, defaults/* TIMEOUT_HINT */.am, refuse('timeout'))
        }),
        ...verifyKeys(readVerifyKeys(reader, at, keyLine, { subject, refuse })),
        line
    };
}
/** `{ verify }` when any of the window's keys was given; nothing otherwise. */
function verifyKeys(keys) {
    return keys.lines === undefined ? {} : { verify: keys };
}
/** The verification window's keys at one level, each value checked alone (their sum: settings/app-config.ts). */
function readVerifyKeys(reader, at, keyLine, { subject, refuse }) {
    const duration = (key) => (0,verify_settings/* verifyDuration */._q)(subject(key), reader.text(at(key), subject(key)), refuse(key));
    const list = (key) => {
        const node = reader.resolve(at(key));
        if (node === null || isEmpty(node))
            return undefined;
        const items = (0,dist/* isSeq */.oP)(node) ? node.items.map(item => reader.resolve(item)) : [node];
        const patterns = items.map(item => reader.text(item, `each pattern of ${subject(key)}`));
        return (0,verify_patterns.verifyPatterns)(subject(key), patterns, refuse(key));
    };
    const forMs = duration('verify-for');
    const intervalMs = duration('verify-interval');
    const failOnLog = list('fail-on-log');
    const ignoreLog = list('ignore-log');
    const given = [
        ['verify-for', forMs],
        ['verify-interval', intervalMs],
        ['fail-on-log', failOnLog],
        ['ignore-log', ignoreLog]
    ];
    const lines = {};
    for (const [key, value] of given) {
        const line = keyLine(key);
        if (value !== undefined && line !== undefined)
            lines[key] = line;
    }
    const any = given.some(([, value]) => value !== undefined);
    return {
        ...(forMs !== undefined && { forMs }),
        ...(intervalMs !== undefined && { intervalMs }),
        ...(failOnLog !== undefined && { failOnLog }),
        ...(ignoreLog !== undefined && { ignoreLog }),
        ...(any && { lines })
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
                // `needs` takes the services' names (the keys), not their ids.
                const byId = services.find(other => other.id === need);
                const hint = byId ? `did you mean \`${byId.name}\` (id ${byId.id})?` : suggestion(need, names);
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
    const verify = readVerifyKeys(reader, key => top.get(key)?.value ?? null, key => (top.has(key) ? reader.line(top.get(key)?.key ?? null) : undefined), { subject: key => `\`${key}\``, refuse });
    const given = {
        'verify-interval': verify.intervalMs,
        'fail-on-log': verify.failOnLog,
        'ignore-log': verify.ignoreLog
    };
    const windowSetting = Object.entries(given)
        .filter(([, value]) => value !== undefined)
        .map(([key]) => ({ key, line: reader.line(top.get(key)?.key ?? null) }))
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0))[0];
    return {
        ...(ref !== undefined && { ref }),
        ...(timeout !== '' && { timeoutMs: (0,settings/* checkDuration */.fU)('`timeout`', timeout, 0, defaults/* TIMEOUT_HINT */.am, refuse('timeout')) }),
        ...(failFast !== undefined && { failFast }),
        ...(maxParallel !== '' && { maxParallel: Number(maxParallel.trim()) }),
        ...(rollback !== undefined && { rollback }),
        ...verifyKeys(verify),
        ...(windowSetting !== undefined && { windowSetting })
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
