import { compileLexicon } from '../src/nlp/parser.ts';

// The package compiles a language's term lists on their first use, not at load (issue 13). Tests
// read texts in every language, so each test file compiles them here, before its tests and outside
// their time limits (as loading the package did before).
compileLexicon();
