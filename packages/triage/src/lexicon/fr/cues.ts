// The French cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:lunettes|protection|visiere|casque|ceinture|gants|masque)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['pas', 'sans', 'aucun\\w*', 'ni', 'jamais', 'nie', "n'ai", "n'a", 'ne', "n'est"],
  // spoken French drops the "ne": "la lumière me dérange pas", "ça gratte pas du tout" — a "pas" that
  // closes its clause denies the finding before it ("pas de fièvre", "pas mal de" do not)
  post: ['pas(?=\\s*(?:[,.;:!?)]|$| et | mais | non$| du tout| pantoute))'],
  pseudo: [
    // "can't stop vomiting" says the finding goes on; it denies nothing
    '(?:n.arr[eê]t(?:e|es|ent|ons)|ne cesse(?:nt)?|n.arrive pas à arr[eê]ter|n.arrive pas a arreter) (?:pas )?(?:de|d.)',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:sans|pas|ne portais? pas|n'avai[st] pas|n'avait pas mis) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    "(?:ne|n')(?: \\S+)? (?:peux|peut|arrive|parviens) (?:pas|plus)",
    'pas (?:d.amelioration|mieux)',
    'ne passe pas',
    'ne sais pas',
    'ne s.arrete pas',
    // "il ne mange presque rien", "ne boit quasiment pas": almost nothing is a finding, not a denial
    'ne (?:\\S+ )?(?:presque|quasi|quasiment|pratiquement) (?:rien|pas|plus)',
    // "j'ai pas mal de fièvre": quite a lot of, not a negation
    'pas mal de',
    // "je ne fais que vomir": nothing but, not a negation
    'ne (?:\\S+ )?(?:fai[st]|font|arrete) que',
    '(?:ne|n\')(?: \\S+)? (?:parle|communique|s\'exprime|dit|sait (?:pas )?(?:parler|dire)) (?:pas|plus|jamais|rien)',
    '(?:parle|communique) pas',
    'non verbal',
  ],
  breakers: [
    'mais',
    'cependant',
    'sauf',
    'je',
    "j'ai",
    'mon',
    'ma',
    'mes',
    'il',
    'elle',
    'maintenant',
    'car',
    'parce que',
  ],
  // "plus de fièvre" (no more fever) ends a finding; "plus de 5 minutes", "plus de 40" (more than) and
  // "fait plus de bruit" (a choking child who makes no sound any more) do not
  resolved: [
    'disparu',
    // "ça passe" ends a finding; "qui passe dans le dos" (spreads) and "il se passe" do not
    "(?<!se |s')passe(?! (?:dans|vers|au|aux|a|par|sous|derriere|jusqu|\\d))",
    "(?<!fait |fais |font )plus de(?! ?(?:\\d|une?\\b|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante|cent|mille|la moitié|moitié|minutes?|heures?|jours?|fois|semaines?))",
  ],
  hypothetical: ["j'ai peur", 'inquiet', 'au cas ou', 'est-ce que'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:est mort|est morte|sont morts|decede|decedee|decedes|est decede|est decedee|s'est eteint|s'est eteinte) (?:d|de|du|des|suite a|a cause)",
    "(?:antecedents?|histoire) familia\\w* (?:d|de|du|des)",
    "(?:reve|reves|revais|revait|revé|revee) (?:que|qu|d|de)",
    "(?:un |mon |le )?cauchemar (?:ou|dans lequel|que|qu)",
    "(?:dans|en) (?:mon|un|le|ce|mes) (?:reve|cauchemar)s?",
    "dans (?:un|le|ce|une|la|cette) (?:film|serie|episode|livre|roman|jeu video|dessin anime|documentaire|video|histoire|feuilleton|reportage)(?! de tournage)",
    "(?:vu|regarde|lu|regardais|regardant|vois) (?:un|une|le|la|ce|cette) (?:film|serie|episode|livre|roman|video|documentaire|reportage|article|emission) (?:ou|sur|dans lequel|dans laquelle|qui|avec)",
    "(?:vu|entendu|lu) (?:aux|au|a la|dans le|sur) (?:infos|informations|journal|tele|tv|television|internet|youtube|tiktok)",
    "que (?:faire|dois-je faire|doit-on faire|faut-il faire|faut il faire|fait-on|fait on|dois je faire|je dois faire|on fait|je fais|faire) (?:si|quand|lorsque|lorsqu) (?:quelqu'un|quelqu un|quelquun|qqn|qq1|une personne|on|les gens|un inconnu)",
    "comment (?:savoir|reconnaitre|aider|reperer|on sait|sait-on|on reconnait|reconnait-on|soigner) (?:si |qu |quand |que )?(?:quelqu'un|quelqu un|quelquun|qqn|qq1|une personne|on|les gens|un inconnu)",
    "(?<!comme )(?:si|lorsque|quand) (?:quelqu'un|quelqu un|quelquun|qqn|qq1|une personne)(?=[^.!\\n]{0,100}(?:\\?|que faire|quoi faire|comment))",
    "pour (?:mon|ma|un|une|notre|le|la|mes) (?:\\w+ ){0,2}(?:cours|formation|examen|exam|devoir|devoirs|expose|memoire|projet|psc1|td|partiel|stage)",
  ],
  otherAfter: [
    "(?:courant|courants|frequent|frequents|hereditaire|hereditaires|genetique|genetiques) dans (?:la|ma|notre) famille",
    "du cote de (?:ma mere|mon pere|maman|papa)",
    "(?:dans|en) (?:mon|un|le|ce|mes) (?:reve|cauchemar)s?",
    "dans (?:un|le|ce|une|la|cette) (?:film|serie|episode|livre|roman|jeu video|dessin anime|documentaire|video|histoire|feuilleton|reportage)(?! de tournage)",
    "(?:aux|a la) (?:infos|informations|tele|tv|television)",
    "(?:c'est|question|je demande|je pose la question) (?:\\w+ )?pour (?:mon|ma|un|une|notre|le|la|mes) (?:\\w+ ){0,2}(?:cours|formation|examen|exam|devoir|devoirs|expose|memoire|projet|psc1)",
  ],
  otherEnd: [
    "maintenant",
    "mais",
    "d'un coup",
    "tout a coup",
    "soudain\\w*",
    "brusquement",
    "pourtant",
    "depuis",
    "aujourd'hui",
    "ce (?:matin|soir)",
    "cette nuit",
    "en ce moment",
    "actuellement",
    "toujours",
    "encore",
    "(?:je me suis |me suis )?reveill\\w*",
    "en vrai",
    "vraiment",
    "et je",
    "et j'ai",
    "du coup",
    "je suis",
    "je me sens",
    "mon",
    "ma",
    "mes",
    "aidez",
    "aide",
    "svp",
    "s'il vous plait",
    "stp",
  ],
  answerers: [
    "(?:le |la |l'|mon |ma )?(?:medecin|médecin|docteur|doc|generaliste|sage-femme|sage femme|sagefemme|infirmier|infirmiere|pediatre|gyneco|gynecologue|cabinet|samu|standard|personne|telephone|numero|portable|15|112|116117|hopital|clinique|maternite|urgences|secretariat|secretaire|pharmacie|pharmacien|dentiste|sos medecins?|medecin de garde|permanence)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    // the state after an earlier event ("alitée depuis son AVC", "après son infarctus")
    '(?:depuis|apres) (?:son|sa|un|une|l.) ?(?:\\w+ )?(?:avc|infarctus|attaque cerebrale)',
    "l'année dernière",
    'l.an dernier',
    'il y a (?:\\d+|un|quelques|plusieurs|deux|trois) ans?',
    'quand j.étais (?:enfant|petit|petite|jeune)',
    'dans mon enfance',
    'en (?:19|20)\\d\\d',
  ],
  ongoing: [
    'depuis (?:hier|ce matin|aujourd|ce soir|\\d|quelques)',
    'encore',
    'toujours',
    'à nouveau',
    'de nouveau',
    'revenu\\w*',
    'commencé',
    "aujourd'hui",
    'maintenant',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    "depuis(?= \\S)(?! (?:son|sa|un|une|l.|mon|ma) ?(?:\\w+ )?(?:avc|infarctus|attaque cerebrale))",
    'ces (?:derniers|dernieres) (?:mois|annees|semaines)',
    '(?:toute )?cette (?:derniere )?annee',
    "(?:au cours|tout au long) de (?:la derniere annee|l.annee (?:derniere|passee|ecoulee))",
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<!depuis )la semaine (?:dernière|passée)',
    '(?<!depuis )le mois (?:dernier|passé)',
    'il y a (?:\\w+ )?(?:semaines?|mois)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'comme (?:d.habitude|toujours|tous les soirs)',
    'toujours',
    '(?:tous les|chaque) soirs?',
    'le soir',
    'depuis des (?:années|mois|ans)',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'pire',
    'plus confus\\w*',
    'plus désorienté\\w*',
    'soudain\\w*',
    'brutalement',
    'd.un coup',
    'aujourd.hui',
    'depuis hier',
    '(?<!rien de )nouveau',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['d.habitude', 'normalement(?!\\s*(?:$|[,.;:!?)]|(?:et|encore|maintenant|aussi)(?![\\p{L}])))', 'en général', 'généralement', 'd.ordinaire', 'habituellement'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['mais', 'cependant', 'pourtant', 'alors que', 'maintenant', 'aujourd.hui', 'là', 'cette fois'],
  settled: [
    'depuis (?:lors|ce temps-la|ce moment-la|ce jour-la|cette epoque|ce temps|ce moment),? (?:(?:je vais|ca va|tout va|je suis|je me sens) )?(?:bien|mieux|gueri\\w*|rien|plus rien|aucun\\w*|pas de)',
    '(?:bien|mieux|rien|plus rien|aucun probleme|plus de probleme|pas de probleme|gueri\\w*) depuis',
'maintenant (?:(?:je vais|ça va|tout va) )?(?:bien|mieux)', '(?:bien|mieux) maintenant'],
};

export const WORRY_CUES =
  '(?:inquiet|peur|urgent|urgence|au secours|aidez|de pire en pire|tres mal|horrible|terrible)';

export const ADMIN_CUES = '(?:inscri|rendez-vous|horaires|certificat|arret de travail|facture|merci)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['pouls', 'frequence cardiaque', 'fc', 'rythme cardiaque'],
  pulseUnits: ['battements', 'pulsations', 'bpm'],
  breathing: ['frequence respiratoire', 'fr'],
  breathingUnits: ['respirations', 'mouvements respiratoires'],
  breathsInAMinute: ['respir\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:fois |respirations )?(?:par|a la|en une) minute'],
  saturation: ['saturation', 'sature', 'saturometre', 'oxymetre', "taux d'oxygene", 'oxygene dans le sang', 'oxygene', 'oxygenation'],
  degrees: ['degres?'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:couche|tetee|tetine|lait)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:eveill|reveill)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:sage-femme|sage femme|maternité|date d.accouchement|coups de pied|bébé (?:ne )?bouge|mouvements du bébé|contractions|gynéco|ventre (?:dur|rond))';
