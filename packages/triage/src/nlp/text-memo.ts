/**
 * Remembers the answer for the last few texts read (issue 16). In a chat turn the same patient words
 * are read for red flags when the message arrives (the emergency event) and again by the safety floor
 * after the reply; the second reading is then free. Bounded, oldest out; answers are frozen so one
 * caller cannot change what the next one gets.
 */
export function memoByText<T>(read: (text: string) => T, size = 256): (text: string) => T {
  const answers = new Map<string, T>();
  return (text) => {
    const known = answers.get(text);
    if (known !== undefined) {
      // Most recently used last, so the oldest is the first key.
      answers.delete(text);
      answers.set(text, known);
      return known;
    }
    const answer = deepFreeze(read(text));
    if (answers.size >= size) answers.delete(answers.keys().next().value!);
    answers.set(text, answer);
    return answer;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
