// The Polish cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:okularow|okulary|gogli|gogle|ochrony|oslony|przylbicy|kasku|kask|pasow|pasa|pasy|rekawic\\w*|maski)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['nie', 'bez', 'brak\\w*', 'zaprzecza', 'ani', 'zadn\\w*', 'żadn\\w*', 'nigdy', 'wyklucz\\w*'],
  // 'gorączki brak', 'sztywności karku brak': a post-posed 'brak' (none) that closes its clause
  post: [
    'brak(?=\\s*(?:[,.;!?]|$))',
    // "gorączki nie mam", "wymiotów nie było": the negated verb closing the clause
    'nie (?:mam|ma|mial\\w*|miał\\w*|bylo|było|zauwazy\\w*|zauważy\\w*)(?=\\s*(?:[,.;!?]|$|(?:ale|a|i|ani|tylko|natomiast)(?![\\p{L}])))',
  ],
  pseudo: [
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:bez|nie (?:mial\\w*|nosil\\w*|zalozyl\\w*|zapial\\w*|uzywal\\w*)) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    'nie (?:mog\\w*|moz\\w*|pomag\\w*|pomogl\\w*|przechodz\\w*|ustepuj\\w*|wiem|wie|jestem pewn\\w*|da sie|potrafi\\w*|widz\\w*|czuj\\w*|dam rady|daje rady|slysz\\w*|lepiej|przestaj\\w*|mija)',
    'nie ma poprawy',
    'nic nie pomaga',
    'juz nie',
    // "o mało nie utonął" (nearly drowned): 'almost', not a negation
    '(?:o malo|omal|o mało) nie',
    'nie (?:mówi|rozmawia|mówią|potrafi mówić|umie mówić|komunikuje|powie)',
  ],
  breakers: [
    'ale',
    'lecz',
    'jednak',
    'natomiast',
    'oprocz',
    'poza tym',
    'tylko',
    'a teraz',
    'teraz',
    'ja',
    'moj',
    'moja',
    'moje',
    'jego',
    'jej',
    'ktory',
    'ktora',
    'ktore',
    'bo',
    'poniewaz',
    'wiec',
    'czasem',
    'i mam',
    'i jestem',
  ],
  resolved: [
    'minel\\w*',
    'minęł\\w*',
    'ustapil\\w*',
    'przeszl\\w*',
    'zniknel\\w*',
    'znikł\\w*',
    'zniknęł\\w*',
  ],
  hypothetical: ['boje sie,? ze', 'martwie sie', 'na wypadek', 'czy to moze byc', 'zeby (?:nie|zapobiec)'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:zmarl|zmarla|zmarli|umarl|umarla|umarli|zginal|zginela|odszedl|odeszla) (?:na|z powodu|od|po|przez)",
    "(?:historia|wywiad|obciazenie) rodzinn\\w* (?:z|ze|na|w kierunku)?",
    "(?:w|u) (?:mojej |naszej )?rodzinie (?:byl\\w*|mial\\w*|wystepowal\\w*|czest\\w*)",
    "(?:snilo mi sie|snilo sie|przysnilo mi sie|snil\\w* mi sie|snil\\w*|sni mi sie),? (?:ze|jak|o)",
    "(?:koszmar|sen),? (?:ze|w ktorym|gdzie|o)",
    "(?:w koszmarze|w moim koszmarze)",
    "(?:w|na) (?:filmie|serialu|odcinku|ksiazce|powiesci|bajce|dokumencie|filmiku|wiadomosciach|telewizji|tv|reportazu|youtube|tiktoku)",
    "(?:ogladal\\w*|widzial\\w*|czytal\\w*|ogladam|ogladajac|obejrzal\\w*) (?:\\w+ )?(?:film|serial|odcinek|ksiazke|dokument|filmik|reportaz|artykul|wiadomosci),? (?:w ktorym|w ktorej|gdzie|o|jak)",
    "co (?:robic|zrobic|mam robic|mam zrobic|sie robi|powinienem zrobic|powinnam zrobic|nalezy zrobic|trzeba zrobic),? (?:gdy|jesli|jezeli|kiedy|jak) (?:ktos|komus|kogos|czyjas|osoba|osobie|czlowiek|czlowiekowi)",
    "jak (?:rozpoznac|poznac|pomoc|sprawdzic|rozpoznaje sie|sie dowiedziec|odroznic),? (?:czy |ze |gdy |kiedy )?(?:ktos|komus|kogos|czyjas|osoba|osobie|czlowiek|czlowiekowi)",
    "(?:jesli|jezeli|gdy|kiedy) ktos(?=[^.!\\n]{0,100}(?:\\?|co robic|co zrobic|jak))",
    "(?:na|do) (?:kurs\\w*|egzamin\\w*|szkolenie\\w*) (?:z )?pierwszej pomocy",
  ],
  otherAfter: [
    "(?:czest\\w*|wystepuj\\w*|dziedziczn\\w*) (?:w|u) (?:mojej |naszej )?rodzinie",
    "(?:po|ze strony) (?:mamy|taty|matki|ojca)",
    "(?:w koszmarze|w moim koszmarze)",
    "(?:w|na) (?:filmie|serialu|odcinku|ksiazce|powiesci|bajce|dokumencie|filmiku|wiadomosciach|telewizji|reportazu)",
    "(?:pytam|pytanie|to|pytam sie) (?:\\w+ )?(?:na|do|dla) (?:\\w+ ){0,2}(?:kurs\\w*|egzamin\\w*|kolokwium|zaliczeni\\w*|zajec\\w*|lekcj\\w*|referat\\w*|projekt\\w*|szkoleni\\w*)",
  ],
  otherEnd: [
    "teraz",
    "ale",
    "nagle",
    "nagle",
    "jednak",
    "od",
    "dzisiaj",
    "dzis",
    "obudzil\\w*",
    "budz\\w*",
    "naprawde",
    "w rzeczywistosci",
    "i mam",
    "mam",
    "moj\\w*",
    "pomocy",
    "pomoz\\w*",
    "prosze",
    "nadal",
    "wciaz",
    "ciagle",
    "aktualnie",
  ],
  answerers: [
    "(?:lekarz\\w*|lekark\\w*|doktor\\w*|przychodni\\w*|klinik\\w*|szpital\\w*|telefon\\w*|nikt|rejestracj\\w*|recepcj\\w*|gabinet\\w*|polozn\\w*|pielegniark\\w*|ginekolog\\w*|pediatr\\w*|infolini\\w*|112|999|nocna pomoc|poradni\\w*)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    'w zeszłym roku',
    'dawno temu',
    'lata temu',
    'w ubiegłym roku',
    'rok temu',
    '(?:\\d+|kilka|parę|wiele|dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|kilkanaście|dwadzieścia) lat(?:a)? temu',
    // the state after an earlier event ("leży w łóżku po udarze", "po zawale serca 5 lat temu")
    'po (?:przebytym |dawnym )?(?:udarze|zawale|wylewie)',
    'lata temu',
    'w dzieciństwie',
    'jako dziecko',
    '(?:gdy|kiedy) by(?:łem|łam|ł|ła) (?:mał\\w*|dzieckiem|młod\\w*|\\d)',
    'w (?:19|20)\\d\\d',
    'kiedyś',
    'od tamtej pory (?:nic|spokój|w porządku)',
    'całkowicie (?:wyzdrowia\\w*|doszł\\w*)',
  ],
  ongoing: [
    'od (?:wczoraj|rana|dzisiaj|dziś|\\d|kilku|paru|tygodnia|wieczora|nocy)',
    'nadal',
    'wciąż',
    'ciągle',
    'znowu',
    'znów',
    'ponownie',
    'wróci\\w*',
    'zacz(?:ął|ęł)\\w*',
    'dzisiaj',
    'dziś',
    'pogarsza\\w*',
    'ostatnio',
    'teraz',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    'od (?:zeszłego|ubiegłego|poprzedniego|zeszłej|ubiegłej|poprzedniej|tamtego|tamtej) (?:roku|lata|zimy|jesieni|wiosny|miesiąca|tygodnia|wypadku|operacji|zabiegu|porodu|upadku)',
    'od (?:roku|lat|miesiąca|miesięcy|dawna|dziecka|dzieciństwa|małego|urodzenia|(?:19|20)\\d\\d)',
    'od (?:operacji|wypadku|porodu|zabiegu|urazu|upadku|złamania|ciąży|czasu (?:gdy|kiedy|jak)|kiedy|momentu|tamtej pory|tego czasu)',
    'przez (?:cały )?(?:ostatni|miniony|zeszły|ubiegły) rok',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    'w (?:zeszłym|ubiegłym|poprzednim) (?:tygodniu|miesiącu)',
    '(?:\\w+ )?(?:tydzień|tygodnie|tygodni|miesiąc|miesiące|miesięcy) temu',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'jak (?:zwykle|zawsze|co dzień)',
    'zawsze',
    '(?:co|każdego) (?:wieczór|wieczoru|dnia)',
    'wieczorami',
    'od (?:lat|wielu lat|miesięcy)',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'gorzej',
    'bardziej',
    'nagle',
    'nagła',
    'nagły',
    'od wczoraj',
    'dzisiaj',
    'dziś',
    '(?<!nic )nowe',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['zwykle', 'zazwyczaj', 'normalnie(?!\\s*(?:$|[,.;:!?)]|(?:i|znowu|teraz|też)(?![\\p{L}])))', 'przeważnie', 'na ogół', 'zwyczajnie'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['ale', 'lecz', 'jednak', 'a teraz', 'teraz', 'dziś', 'dzisiaj', 'tym razem'],
  settled: [
    'od (?:tamtej pory|tego czasu|tej pory) (?:(?:jest |czuję się |już |wszystko (?:jest )?)?)?(?:dobrze|ok|okej|w porządku|zdrow\\w*|spokój|nic|bez problemów)',

    'teraz (?:(?:jest |czuję się |już |wszystko (?:jest )?)?)?(?:dobrze|ok|okej|w porządku|zdrow\\w*|lepiej|minęło|przeszło)',
    '(?:dobrze|w porządku|ok) teraz',
  ],
};

export const WORRY_CUES =
  '(?:boje sie|martwie|przerazon|pilne|nagl\\w*|na pomoc|pomocy|coraz gorzej|bardzo zle|okropn|straszn)';

export const ADMIN_CUES =
  '(?:zarejestr|rejestrac|wizyt[aey]|godziny otwarcia|zaswiadczeni|zwolnieni|faktur|dziekuj)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['tetno', 'puls'],
  pulseUnits: ['uderz\\w*'],
  breathing: ['oddechow', 'czestosc oddech\\w*', 'oddech\\w* na minut\\w*'],
  breathingUnits: ['oddech\\w* na minut'],
  breathsInAMinute: ['oddych\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:razy |oddech\\w* )?(?:na|w) minut'],
  saturation: ['saturacj\\w*', 'pulsoksymetr\\w*', 'tlen\\w* we? krwi', 'poziom tlenu', 'tlenu?', 'saturka'],
  degrees: ['stopn\\w*', 'st\\.? ?c'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:piel|butel|karmi|piers|mlek)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:przytomn|nie spi)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:położn|brzuszek|termin porodu|kopie|kopnięć|kopnie|ruch(?:y|ów) dziecka|skurcze|ginekolog)';
