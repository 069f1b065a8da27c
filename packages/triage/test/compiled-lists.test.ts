import { LANGUAGES } from '@asa/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { detectRedFlagsAll } from '../src/engine/red-flags.ts';
import { compiledListsInUse, setCompiledBudget } from '../src/nlp/matcher.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Compiled term lists take V8 memory far beyond their source's length, so only a budget of them is
 * kept (`setCompiledBudget`): a process that reads every language must not grow until V8 aborts it.
 * A list given up is compiled again when next needed, and reads the same.
 */
const MESSAGES: [(typeof LANGUAGES)[number], string][] = [
  ['en', 'my dad collapsed and is not breathing, his lips are blue'],
  ['is', 'ég er með mikinn brjóstverk og svitna, verkurinn leiðir niður í vinstri handlegg'],
  ['de', 'mein Kind hat hohes Fieber, einen Ausschlag, der beim Glastest nicht verschwindet, und einen steifen Nacken'],
  ['es', 'me duele mucho la cabeza, fue de repente, el peor dolor de mi vida'],
  ['fr', "j'ai vomi du sang ce matin et j'ai des vertiges"],
  ['pl', 'mama nagle nie może mówić i ma opadnięty kącik ust'],
  ['ru', 'у ребёнка температура 39, сыпь не бледнеет при надавливании стаканом'],
  ['ar', 'أبوي وقع ومش قادر يحرك رجله اليمين وكلامه مش مفهوم'],
  ['zh', '我爸爸突然说话不清楚，一边手没有力气'],
  ['ja', '子どもがボタン電池を飲み込んだかもしれません'],
  ['ko', '아기가 숨을 잘 못 쉬고 입술이 파래요'],
  ['tr', 'annem bayıldı ve uyanmıyor, nefes alıyor ama tepki vermiyor'],
  ['hi', 'mere papa ko seene mein tez dard hai aur pasina aa raha hai'],
  ['it', 'mio figlio ha bevuto della candeggina e non riesce a deglutire'],
  ['pt', 'minha esposa está grávida de 32 semanas e está sangrando muito'],
];

function readAll() {
  return MESSAGES.map(([lang, text]) => ({
    flags: detectRedFlagsAll(text, LANGUAGES, lang).map((f) => `${f.id}:${f.matched}`),
    present: [...parseText(text, lang).present].sort(),
  }));
}

describe('compiled term lists', () => {
  afterEach(() => {
    setCompiledBudget();
  });

  it('are kept within the budget, and lists given up and compiled again read the same', () => {
    const generous = readAll();
    expect(setCompiledBudget(40_000)).toBe(3_000_000);
    const tight = readAll();
    expect(tight).toEqual(generous);
    const inUse = compiledListsInUse();
    expect(inUse.budget).toBe(40_000);
    expect(inUse.sourceChars).toBeLessThanOrEqual(40_000);
    // read again with the tight budget: the lists it gave up are compiled again
    expect(readAll()).toEqual(generous);
    expect(compiledListsInUse().sourceChars).toBeLessThanOrEqual(40_000);
  });
});
