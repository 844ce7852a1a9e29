/**
 * Words that name Object.prototype's members (issue 27): looked up in a plain object, each finds a
 * function or the prototype itself instead of nothing. Sent through every text input by the tests.
 */
export const PROTOTYPE_WORDS = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "website constructor",
  "__defineGetter__",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__lookupSetter__",
  "constructors",
  "CONSTRUCTOR toString valueOf",
  "build a website constructor under $10",
  "compare constructor vs __proto__",
  "alternatives to constructor",
] as const;

/** What an exception's text looks like in an answer: the engine's TypeError, a stack frame, native code. */
export const EXCEPTION_TEXT = /TypeError|ReferenceError|is not a function|Cannot read prop|native code|\bat \S+ \([^)]*:\d+:\d+\)|\.js:\d+:\d+/;
