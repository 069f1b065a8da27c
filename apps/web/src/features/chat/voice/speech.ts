/**
 * The offline default of voice (DESIGN §3): the browser's own speech services. Dictation through
 * the Web Speech API's SpeechRecognition (prefixed in Chrome and Safari, absent in Firefox) and
 * replies read aloud through speechSynthesis. The DOM typings lack SpeechRecognition: declared here.
 */

interface SpeechRecognitionAlternativeLike {
  transcript: string;
}
interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: SpeechRecognitionAlternativeLike;
}
interface SpeechRecognitionEventLike extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: SpeechRecognitionResultLike };
}
interface SpeechRecognitionErrorEventLike extends Event {
  readonly error: string;
}
interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function dictationSupported(): boolean {
  return recognitionConstructor() !== null;
}

export function readAloudSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';
}

/** Speech services want a region; these are the usual ones for our 15 languages. */
const SPEECH_LOCALES: Record<string, string> = {
  en: 'en-US', is: 'is-IS', pl: 'pl-PL', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', zh: 'zh-CN', ja: 'ja-JP',
  pt: 'pt-PT', ru: 'ru-RU', ar: 'ar-SA', hi: 'hi-IN', it: 'it-IT', ko: 'ko-KR', tr: 'tr-TR',
};

export function speechLocale(language: string): string {
  return SPEECH_LOCALES[language] ?? language;
}

export type DictationProblem = 'denied' | 'no-speech' | 'failed';

export interface Dictation {
  stop(): void;
}

/** Starts dictation; `onText` gets each finished phrase, `onEnd` fires once when it stops. */
export function startDictation(options: {
  language: string;
  onText: (text: string) => void;
  onEnd: (problem?: DictationProblem) => void;
}): Dictation | null {
  const Recognition = recognitionConstructor();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = speechLocale(options.language);
  recognition.continuous = true;
  recognition.interimResults = false;
  let problem: DictationProblem | undefined;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      const text = result?.isFinal ? result[0]?.transcript.trim() : '';
      if (text) options.onText(text);
    }
  };
  recognition.onerror = (event) => {
    problem =
      event.error === 'not-allowed' || event.error === 'service-not-allowed'
        ? 'denied'
        : event.error === 'no-speech' || event.error === 'aborted'
          ? 'no-speech'
          : 'failed';
  };
  recognition.onend = () => options.onEnd(problem);
  try {
    recognition.start();
  } catch {
    return null;
  }
  return { stop: () => recognition.stop() };
}

/** Plain text for speaking: markdown marks and links read badly. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>~|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads text aloud in the interface language, replacing whatever was being read. */
export function speak(text: string, language: string): void {
  if (!readAloudSupported()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(speakableText(text));
  const locale = speechLocale(language);
  utterance.lang = locale;
  const voice =
    synth.getVoices().find((v) => v.lang === locale) ?? synth.getVoices().find((v) => v.lang.startsWith(language));
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}

export function stopSpeaking(): void {
  if (readAloudSupported()) window.speechSynthesis.cancel();
}
