import type { Language } from '@asa/domain';

/**
 * NegEx-style cues (Chapman et al., 2001) for the 15 interface languages. Patterns are regular
 * expression sources written in plain spelling; they are normalised like the text (lower case,
 * Latin diacritics removed). `pre` cues negate what follows them, `post` cues what precedes them
 * (verb-final languages: Japanese, Korean, Turkish, Hindi). `pseudo` phrases contain a cue but do
 * not negate a finding ("no relief", "can't breathe"). `breakers` end a cue's scope. `resolved`
 * cues mark what came before them in the sentence as past ("the fever has gone"). `hypothetical`
 * cues mark worries that are not findings ("worried about dehydration").
 */
export interface NegationRules {
  pre: string[];
  post: string[];
  pseudo: string[];
  breakers: string[];
  resolved: string[];
  hypothetical: string[];
  /** Max characters between a cue and the finding it negates. */
  preWindow: number;
  postWindow: number;
}

const LATIN_WINDOW = 110;

export const NEGATION: Record<Language, NegationRules> = {
  en: {
    pre: ['no', 'not', "(?:do|does|did|is|are|was|were|have|has|had|ca|wo|could|would|should|ai)n't", 'without', 'den(?:y|ies|ied|ying)', 'negative for', 'never', 'none', 'nor', 'neither', 'free of', 'absence of', 'rules? out', 'ruled out', 'nothing like'],
    post: ['(?:is|was|were|are) (?:absent|negative)'],
    pseudo: [
      "n(?:o|ot|'t)(?: \\S+){0,3} relief", 'no (?:improvement|better|change|idea|doubt|one|longer able)',
      "(?:not|\\w*n't) (?:improv\\w*|help\\w*|better|work\\w*|go(?:ing)? away|sure|stop\\w*|only|able|know|just|get(?:ting)? better|settl\\w*|eas\\w*|respond\\w*|controlled)",
      "(?:can't|cannot|can not|couldn't|could not|won't|unable to|don't know|doesn't know) \\w+", 'without (?:relief|improvement|help|success)', 'nothing (?:helps|works|has helped)',
      // round 4: "has gone quiet / numb / floppy" is a change of state, not a resolution
      "(?:has|have|had|'s|'ve) gone (?:\\w+ )?(?:quiet|numb|weak|red|pale|grey|gray|blue|cold|floppy|dark|black|blurry|swollen|stiff|still|funny|weird|limp)",
    ],
    breakers: ['but', 'however', 'although', 'though', 'except', 'apart from', 'aside from', 'yet', 'still', 'which', 'who', 'whereas', 'now', 'i', "i'm", "i've", 'my', 'he', 'she', 'his', 'her', 'they', 'we', 'it', "it's", 'there (?:is|are|was|were)', 'because', 'since', 'then', 'after', 'so'],
    resolved: ['resolved', '(?:has|have|had) (?:gone|settled|stopped|cleared)', 'gone (?:now|away)', 'is gone', 'went away', 'settled', 'subsided', 'cleared up', 'disappeared', 'back to normal'],
    hypothetical: ['worr(?:y|ies|ied) (?:about|that)', 'concerned (?:about|that)', 'afraid (?:of|that|it)', 'scared (?:of|that|it)', 'in case', 'to prevent', 'to avoid', 'risk of', 'what if', 'could (?:it|this) be', 'is it', 'might be', 'if (?:i|he|she|it) (?:get|gets|develop|develops|start|starts)', 'watch (?:out )?for', 'signs? of'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  is: {
    pre: ['ekki', 'engi(?:nn|n|d|ð|r)', 'ekkert', 'enga', 'engan', 'engar', 'engum', 'engin', 'neita(?:r|ði|ar)?', 'hvorki', 'ne', 'laus vi[dð]', 'aldrei'],
    post: [],
    pseudo: ['(?:get|getur|geta|gat|gátu|gatu) ekki', '(?:hjalpa\\w*|virka\\w*|lagast|batna\\w*|haett\\w*|minnka\\w*) ekk\\w*', 'ekki (?:hjalpa\\w*|lagast|batna\\w*|haett\\w*|viss|skana\\w*)', 'veit ekki', 'veist ekki', 'ekki lengur'],
    breakers: ['en', 'nema', 'samt', 'sem', 'eg', 'mer', 'mig', 'min', 'minn', 'mitt', 'hann', 'hun', 'thad', 'það', 'thvi', 'nuna', 'af thvi', 'vegna'],
    resolved: ['farinn', 'farin', 'farið', 'horfinn', 'horfin', 'horfið', 'hætt(?:ur|ir|i)?', 'lagaðist', 'batnaði', 'liðinn', 'liðin'],
    hypothetical: ['hraedd(?:ur)? um', 'ahyggjur af', 'ef ske kynni', 'gæti þetta verið', 'gaeti thetta verid', 'til að koma í veg fyrir'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  pl: {
    pre: ['nie', 'bez', 'brak\\w*', 'zaprzecza', 'ani', 'zadn\\w*', 'żadn\\w*', 'nigdy', 'wyklucz\\w*'],
    post: [],
    pseudo: ['nie (?:mog\\w*|moz\\w*|pomag\\w*|pomogl\\w*|przechodz\\w*|ustepuj\\w*|wiem|wie|jestem pewn\\w*|da sie|potrafi\\w*|widz\\w*|czuj\\w*|dam rady|daje rady|slysz\\w*|lepiej|przestaj\\w*|mija)', 'nie ma poprawy', 'nic nie pomaga', 'juz nie'],
    breakers: ['ale', 'lecz', 'jednak', 'natomiast', 'oprocz', 'poza tym', 'tylko', 'a teraz', 'teraz', 'ja', 'moj', 'moja', 'moje', 'jego', 'jej', 'ktory', 'ktora', 'ktore', 'bo', 'poniewaz', 'wiec', 'czasem', 'i mam', 'i jestem'],
    resolved: ['minel\\w*', 'minęł\\w*', 'ustapil\\w*', 'przeszl\\w*', 'zniknel\\w*', 'znikł\\w*', 'zniknęł\\w*'],
    hypothetical: ['boje sie,? ze', 'martwie sie', 'na wypadek', 'czy to moze byc', 'zeby (?:nie|zapobiec)'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  es: {
    pre: ['no', 'sin', 'niega', 'ni', 'ningun\\w*', 'nunca', 'tampoco', 'nada de'],
    post: [],
    pseudo: ['no (?:puedo|puede|me deja|mejora|ayuda|se (?:me )?quita|se|pasa|para)'],
    breakers: ['pero', 'aunque', 'sino', 'excepto', 'yo', 'mi', 'ahora', 'que', 'porque'],
    resolved: ['desaparecio', 'se fue', 'ya no', 'se me quito', 'paso'],
    hypothetical: ['me preocupa', 'por si', 'podria ser'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  fr: {
    pre: ['pas', 'sans', 'aucun\\w*', 'ni', 'jamais', 'nie', "n'ai", "n'a"],
    post: [],
    pseudo: ["(?:ne|n')(?: \\S+)? (?:peux|peut|arrive|parviens) (?:pas|plus)", 'pas (?:d.amelioration|mieux)', 'ne passe pas', 'ne sais pas', 'ne s.arrete pas'],
    breakers: ['mais', 'cependant', 'sauf', 'je', "j'ai", 'mon', 'ma', 'mes', 'il', 'elle', 'maintenant', 'car', 'parce que'],
    resolved: ['disparu', 'passe', 'plus de'],
    hypothetical: ["j'ai peur", 'inquiet', 'au cas ou', 'est-ce que'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  de: {
    pre: ['kein\\w*', 'nicht', 'ohne', 'nie', 'weder', 'noch', 'verneint'],
    post: ['nicht'],
    pseudo: ['(?:kann|konnte|konnen) (?:\\S+ )?(?:nicht|kaum)', 'hilft (?:\\S+ )?nicht', 'nicht (?:besser|mehr|sicher|helfen|weg)', 'geht nicht weg', 'hort nicht auf', 'weiss nicht'],
    breakers: ['aber', 'jedoch', 'sondern', 'ausser', 'ich', 'mein\\w*', 'er', 'sie', 'jetzt', 'weil', 'und ich'],
    resolved: ['weg', 'verschwunden', 'abgeklungen', 'vorbei'],
    hypothetical: ['angst (?:vor|dass)', 'sorge', 'falls', 'konnte es'],
    preWindow: LATIN_WINDOW,
    postWindow: 20,
  },
  pt: {
    pre: ['nao', 'sem', 'nega', 'nenhum\\w*', 'nem', 'nunca'],
    post: [],
    pseudo: ['nao (?:consigo|consegue|posso|pode|melhora|ajuda|passa|sei|para)'],
    breakers: ['mas', 'porem', 'exceto', 'eu', 'meu', 'minha', 'agora', 'porque'],
    resolved: ['passou', 'desapareceu', 'ja nao', 'sumiu'],
    hypothetical: ['tenho medo', 'preocupad\\w*', 'caso'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  it: {
    pre: ['non', 'senza', 'nega', 'nessun\\w*', 'ne', 'mai', 'niente', 'nemmeno', 'neanche'],
    post: [],
    pseudo: ['non (?:riesco|riesce|posso|puo|migliora|aiuta|passa|so|smette)'],
    breakers: ['ma', 'pero', 'tranne', 'io', 'mio', 'mia', 'ora', 'adesso', 'perche'],
    resolved: ['passat\\w*', 'scompars\\w*', 'non piu'],
    hypothetical: ['ho paura', 'preoccupat\\w*', 'nel caso'],
    preWindow: LATIN_WINDOW,
    postWindow: 25,
  },
  ru: {
    pre: ['не', 'нет', 'без', 'отрицает', 'ни', 'никак\\w*'],
    post: ['нет'],
    pseudo: ['не (?:могу|может|помога\\w*|помог\\w*|проход\\w*|знаю|знает|получается|уверен\\w*|чувствую)'],
    breakers: ['но', 'однако', 'кроме', 'я', 'мои', 'моя', 'мое', 'сеичас', 'теперь', 'потому'],
    resolved: ['прошл\\w*', 'прошел', 'исчезл\\w*', 'исчез'],
    hypothetical: ['боюсь', 'беспокоюсь', 'на случаи'],
    preWindow: LATIN_WINDOW,
    postWindow: 20,
  },
  tr: {
    pre: ['hic', 'hiç'],
    post: ['yok', 'degil', 'değil', 'olmadi', 'olmadı'],
    pseudo: ['hic (?:gecmiyor|duzelmiyor|yardim)'],
    breakers: ['ama', 'fakat', 'ancak', 'ben', 'simdi', 'şimdi', 'cunku', 'çünkü', 've'],
    resolved: ['gecti', 'geçti', 'kayboldu', 'duzeldi', 'düzeldi'],
    hypothetical: ['korkuyorum', 'endiseliyim', 'endişeliyim'],
    preWindow: 60,
    postWindow: 20,
  },
  ar: {
    pre: ['لا', 'ليس', 'ليست', 'بدون', 'لم', 'دون', 'لا يوجد', 'ما عندي', 'ماعندي'],
    post: [],
    // round 4: dialect 'ما راح / ما نفع' (did not go away / did not help) states persistence, not absence
    pseudo: ['لا (?:أستطيع|استطيع|يستطيع|أقدر|اقدر|يمكنني|ينفع|يساعد|يتحسن|يتوقف)', 'لم (?:يساعد|يتحسن|يتوقف|يختف)', 'و?ما (?:راح|نفع|فاد|تحسن|خف|زال)'],
    breakers: ['لكن', 'ولكن', 'الا', 'إلا', 'انا', 'أنا', 'الآن', 'الان', 'لأن'],
    resolved: ['زال', 'اختفى', 'اختفت', 'راح'],
    hypothetical: ['خائف من', 'قلق من'],
    preWindow: 40,
    postWindow: 15,
  },
  hi: {
    // round 4: romanised Hindi cues as well ("bukhar nahi hai", "bina dard ke")
    pre: ['बिना', 'कोई नहीं', 'bina', 'koi nahi'],
    post: ['नहीं', 'नही', 'nahi', 'nahin', 'nai'],
    pseudo: ['(?:सकता|सकती|सकते|पा रहा|पा रही|पाता|पाती) नही', 'रुक नही', 'ठीक नही', '(?:pa|paa|sak)\\w* (?:raha |rahi |rahe )?nahi', 'nahi (?:aa|ho|de) (?:raha|rahi|rahe)', '(?:uth|ruk|theek|thik|aaram|hosh|hil|nikal|pata|kam) nahi'],
    breakers: ['लेकिन', 'पर', 'मगर', 'और अब', 'अब', 'मैं', 'मेरा', 'मेरी', 'lekin', 'magar', 'ab', 'par'],
    resolved: ['ठीक हो गया', 'ठीक हो गई', 'चला गया', 'उतर गया'],
    hypothetical: ['डर है', 'चिंता है'],
    preWindow: 40,
    postWindow: 14,
  },
  zh: {
    pre: ['没有', '没', '无', '不', '未', '否认', '并非'],
    post: [],
    pseudo: ['不能', '不了', '不停', '不舒服', '不好', '不清', '不动', '不起', '不到', '不住', '不出', '不过', '不见', '不止', '不退', '没用', '没效'],
    breakers: ['但', '但是', '可是', '不过', '，', ',', '现在', '而且'],
    resolved: ['退了', '好了', '消失', '没了'],
    hypothetical: ['担心', '害怕', '会不会', '是不是'],
    preWindow: 6,
    postWindow: 0,
  },
  ja: {
    pre: [],
    post: ['ない', 'なし', 'ありません', 'ません', '無い', 'なかった', 'ない。'],
    pseudo: ['止まりません', '治りません', '良くなりません', '効きません', '止まらない', '治らない', '良くならない', 'よくならない', '効かない', '下がらない', '眠れない', '食べられない', 'できない', 'わからない', '分からない', '動かせない', '話せない', '見えない', '飲み込めない', '立てない', '歩けない'],
    breakers: ['が、', 'けど', 'しかし', '、', '，', ','],
    resolved: ['治った', '下がった', '消えた', 'おさまった', '治まった'],
    hypothetical: ['心配', 'かもしれない'],
    preWindow: 0,
    postWindow: 4,
  },
  ko: {
    pre: ['안 '],
    post: ['없어요', '없습니다', '없고', '없음', '없다', '않아요', '않습니다', '않고', '아니', '없어', '없는'],
    pseudo: ['멈추지 않', '낫지 않', '좋아지지 않', '듣지 않', '효과가 없', '수 없', '수가 없', '모르겠'],
    breakers: ['지만', '하지만', '그런데', ',', '，', '지금'],
    resolved: ['나았', '사라졌', '내렸', '괜찮아졌'],
    hypothetical: ['걱정', '무서워'],
    preWindow: 6,
    postWindow: 5,
  },
};
