#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 6822:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ textAnswer)
/* harmony export */ });
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4910);
/* harmony import */ var _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5314);


const HELP = ['--help', '-h'];
const COMMANDS = ['deploy', 'watch', 'whoami'];
/**
 * The answer to `hosting-deploy` alone, to `--version`, `-v`, `--help` or `-h` alone, or to a
 * command and `--help` or `-h` alone (`deploy --help`); undefined for any other line (the
 * parser finds help beside other flags itself, after its checks of the whole line).
 */
async function textAnswer(argv) {
    const [first = '', second = ''] = argv;
    if (argv.length === 1 && (first === '--version' || first === '-v'))
        return { text: _core_version_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION */ .x, stream: 'stdout', exitCode: _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij };
    const topLevel = argv.length === 0 || (argv.length === 1 && HELP.includes(first));
    const command = argv.length === 2 && COMMANDS.includes(first) && HELP.includes(second);
    if (!topLevel && !command)
        return undefined;
    const help = await __nccwpck_require__.e(/* import() | help */ 22).then(__nccwpck_require__.bind(__nccwpck_require__, 3899));
    if (command)
        return { text: help.commandHelp(first), stream: 'stdout', exitCode: _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij };
    // No command: the help, where a usage error goes, and the usage error's exit code.
    return argv.length === 0
        ? { text: help.topLevelHelp(), stream: 'stderr', exitCode: _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_USAGE */ .Ri }
        : { text: help.topLevelHelp(), stream: 'stdout', exitCode: _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij };
}


/***/ }),

/***/ 4910:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
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

/***/ 5314:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
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

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 99:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:sqlite");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 7830:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/web");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(5314);
/* harmony import */ var _text_answer_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6822);
// hosting-deploy: the command line. Older Node cannot load the engine (undici 8 needs Node 22.19).




const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
    // For every command, --help and --version too. Nothing above this check needs more than plain
    // JavaScript (text-answer.ts holds the version as text and loads the help only when asked).
    process.stderr.write(`hosting-deploy needs Node 22.19 or newer; found v${process.versions.node}. ${newerNode()}\n`);
    // 2, the usage code (exit-codes.ts): nothing was sent.
    process.exitCode = _result_exit_codes_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT_USAGE */ .Ri;
}
else {
    const interrupted = new AbortController();
    // The first signal stops the run (the deployment goes on at the service); a second one kills.
    for (const signal of ['SIGINT', 'SIGTERM'])
        process.once(signal, () => interrupted.abort(signal));
    // A reader that goes away (`| head`, EPIPE) must not crash the run: the rest of its output is dropped.
    for (const stream of [process.stdout, process.stderr])
        stream.on('error', () => undefined);
    const argv = process.argv.slice(2);
    // The version and the help are answered before the parser, the hosts and the engine load.
    void (0,_text_answer_js__WEBPACK_IMPORTED_MODULE_3__/* .textAnswer */ .C)(argv).then(async (answer) => {
        if (answer !== undefined) {
            process[answer.stream].write(`${answer.text}\n`);
            process.exitCode = answer.exitCode;
            return;
        }
        const { main } = await Promise.all(/* import() */[__nccwpck_require__.e(538), __nccwpck_require__.e(22), __nccwpck_require__.e(247)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9247));
        process.exitCode = await main(argv, process.env, {
            stdout: process.stdout,
            stderr: process.stderr,
            interrupted: interrupted.signal
        });
    });
}
/**
 * Where a newer Node is. From a checkout after `npm ci`, the project's own Node 24 (the `node`
 * dev dependency, beside dist/ in node_modules/.bin): the way to run with it, the arguments
 * left out (one may be a secret). Elsewhere: upgrade, or the single executable.
 */
function newerNode() {
    try {
        const entry = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(process.argv[1] ?? '');
        const node = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(entry), '..', '..', 'node_modules', '.bin', 'node');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node)) {
            const shown = (file) => {
                const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(process.cwd(), file);
                return relative.startsWith('..') || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(relative) ? file : relative;
            };
            return `This checkout has the project's Node 24 (npm ci installs it): run ${shown(node)} ${shown(entry)} <command> [flags], or npm run cli -- <command> [flags] in the checkout.`;
        }
    }
    catch {
        // No entry file to resolve: the general advice.
    }
    return 'Upgrade Node, or use the single executable, which needs no Node (docs/cli.md, "Without Node").';
}

