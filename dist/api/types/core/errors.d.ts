/** A failure the user can act on: the message says what is wrong, `next` what to do about it. */
export declare class UserFacingError extends Error {
    /** What to do next, one sentence; failure.ts falls back to a default when absent. */
    readonly next?: string | undefined;
    name: string;
    constructor(message: string, 
    /** What to do next, one sentence; failure.ts falls back to a default when absent. */
    next?: string | undefined);
}
/**
 * An input that is missing or malformed, or something in the file it names; raised before any
 * network request. `at` says where in that file, as the command line says it: a problem of an
 * app file's service reads "app.yml line 9: `env-file` of service `web` names no readable file".
 */
export declare class InputError extends UserFacingError {
    readonly input: string;
    /** Where the problem lies in the file the input names; the message then starts there. */
    readonly at?: string | undefined;
    name: string;
    constructor(input: string, message: string, 
    /** Where the problem lies in the file the input names; the message then starts there. */
    at?: string | undefined);
}
/** The API key was refused, or lacks what this run needs: nothing was changed. */
export declare class KeyRefused extends UserFacingError {
    name: string;
}
/** The service or the deployment does not exist, or this key cannot see it (the API cannot tell which). */
export declare class NotFound extends UserFacingError {
    name: string;
}
/** The service sent a value (an id, a ref, a state) the action cannot use: an unreadable answer. */
export declare class UnusableAnswer extends UserFacingError {
    name: string;
}
/**
 * A command line the CLI cannot run: a bad or missing flag, an unreadable env file, the key
 * on the command line. Raised before anything is sent; the message never holds a secret.
 */
export declare class UsageError extends UserFacingError {
    /** The flag, variable or word at fault, e.g. `--if-busy` or `HOSTING_API_KEY`. */
    readonly subject: string;
    name: string;
    constructor(
    /** The flag, variable or word at fault, e.g. `--if-busy` or `HOSTING_API_KEY`. */
    subject: string, 
    /** What is wrong and what is expected, e.g. `must be wait or fail, got "maybe"`. */
    problem: string, next?: string);
}
/** A problem with the app file: `file line N: what is wrong and what is expected`. */
export declare class AppFileError extends UsageError {
    /** The path as given. */
    readonly file: string;
    /** 1-based; undefined when the file could not be read. */
    readonly line: number | undefined;
    name: string;
    /** How every face titles it: the file is what to fix, not the command line or the inputs. */
    readonly title = "Invalid app file";
    constructor(
    /** The path as given. */
    file: string, 
    /** 1-based; undefined when the file could not be read. */
    line: number | undefined, problem: string, 
    /** The setting that names the file, as the face spells it (`--app-file`): the subject when there is no line. */
    setting?: string);
}
