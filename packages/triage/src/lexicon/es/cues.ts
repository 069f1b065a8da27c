// The Spanish cues of the NLP (data only): negation and ConText cues (NEGATION), time
// reference (TEMPORAL), worry and clinic-admin words (WORRY_CUES, ADMIN_CUES), a baby's feeding and being awake
// (INFANT_FEEDING_WORDS, AWAKE_CUES). Patterns in the
// term syntax of nlp/matcher.ts; what each list does: nlp/cues.ts.

const LATIN_WINDOW = 110;

/**
 * Protective equipment — safety glasses, a helmet, a seat belt, gloves, a mask. Not wearing it tells
 * how an injury happened and denies nothing: the pseudo phrases below, and a term's gap may hold it
 * ("grinding without goggles, a bit flew into my eye"; nlp/matcher.ts).
 */
const PROTECTIVE_GEAR = '(?:lentes|gafas|anteojos|antiparras|proteccion|protector\\w*|careta|visor|casco|cinturon|guantes|mascara|mascarilla)';

export const NEGATION = {
  protectiveGear: PROTECTIVE_GEAR,
  pre: ['no', 'sin', 'niega', 'ni', 'ningun\\w*', 'nunca', 'tampoco', 'nada de'],
  post: [],
  pseudo: [
    // "can't stop vomiting" says the finding goes on; it denies nothing
    'no (?:paro|paras|paramos|paran|dejo|dejas|deja|dejamos|dejan|he parado|ha parado|consigo parar|puedo parar|puede parar) de',
    // not wearing protective equipment (see PROTECTIVE_GEAR)
    `(?:sin|no (?:llevaba|tenia|traia|usaba|uso|me puse|se puso|tenia puest[oa]s?|llevaba puest[oa]s?)) (?:\\S+ ){0,2}${PROTECTIVE_GEAR}`,
    // "no para" (does not stop) as a word of its own: "no parece azul" (does not look blue) denies
    'no (?:puedo|puede|me deja|mejora|ayuda|se (?:me )?quita|pasa|para(?![\\p{L}]))',
    // "no sé" (I don\'t know) reads as "no se": a pseudo-negation only where no verb follows ("no se golpeó" denies)
    'no se(?= (?:si|que|cuanto|cuando|como|donde|nada|bien|exactamente|muy|por|de)(?![\\p{L}])|\\s*[,.;!?]|\\s*$)',
    'no (?:habla|hablan|sabe hablar|puede hablar|se comunica|dice|sabe decir|sabe explicar|se expresa|verbal)',
    // "no aguanto más" (I can't take any more) says despair, it denies nothing after it
    'no (?:aguanto|aguanta|soporto|soporta)(?![\\p{L}])',
  ],
  breakers: ['pero', 'aunque', 'sino', 'excepto', 'yo', 'mi', 'ahora', 'que', 'porque'],
  // "pasó" / "se fue" end a finding ("el dolor ya pasó"), not when the pain went somewhere ("se le pasó al
  // brazo", "se fue a la espalda") or time went by ("pasó una hora")
  resolved: [
    'desaparecio',
    'se fue(?! (?:a|al|hacia|por|hasta|para))',
    // "ya no aguanto / ya no puedo más" is despair, not a finding that has gone
    'ya no(?! (?:aguanto|aguanta|soporto|soporta|puedo|puede|quiero|quiere)(?![\\p{L}]))',
    'se me quito',
    'paso(?! (?:a|al|hacia|por|hasta|para|una|un|media|dos|tres|\\d))',
  ],
  hypothetical: ['me preocupa', 'por si', 'podria ser'],
  // ConText: not the patient's (nlp/cues.ts NegationRules.otherBefore): a relative's past event, a dream,
  // a film or the news, a question about a generic person or for a course; `answerers` who do not answer a call
  otherBefore: [
    "(?:murio|murieron|fallecio|fallecieron|se murio|fallecido|fallecida|se nos fue|perdimos a \\w+) (?:de|del|por|a causa|tras|despues)",
    "(?:antecedentes|historia|historial) familiar\\w* (?:de|del|con)",
    "(?:sone|sono|sonaba|sonando|sonado|sonada) (?:que|con)",
    "(?:una |mi |la )?pesadilla (?:en la que|donde|que|con)",
    "en (?:mi|un|una|la|mis) (?:sueno|pesadilla)s?",
    "en (?:una|la|esa|esta|un|el|ese|este) (?:pelicula|peli|serie|novela|telenovela|libro|videojuego|capitulo|episodio|documental|video|historia|caricatura|noticia|noticiero|telediario)",
    "(?:vi|vimos|mire|mirando|viendo|lei|leyendo|veia) (?:una|la|esa|un|el|ese) (?:pelicula|peli|serie|novela|libro|documental|video|noticia|reportaje|capitulo) (?:donde|en la que|en el que|sobre|de|que)",
    "(?:vi|vimos|escuche|lei|salio|sale|dijeron) (?:en|por) (?:las|la|el) (?:noticias|tele|television|tv|periodico|telediario|noticiero|internet)",
    "(?:que|k|q) (?:hago|hacer|debo hacer|se hace|hay que hacer|tengo que hacer|hace uno|puedo hacer|deberia hacer|se debe hacer|hacemos) (?:si|cuando) (?:alguien|una persona|alguno|la gente|uno|un desconocido)",
    "como (?:saber|se sabe|reconocer|ayudar|identificar|se|se reconoce|puedo saber|darse cuenta) (?:si |cuando |que )?(?:alguien|una persona|alguno|la gente|uno|un desconocido)",
    "(?<!como )(?:si|cuando) (?:alguien|una persona)(?=[^.!\\n]{0,100}(?:\\?|que hago|que hacer|que se hace|que debo|como))",
    "para (?:mi|un|una|nuestro|nuestra|el|la|mis) (?:\\w+ ){0,2}(?:curso|clase|examen|tarea|deberes|proyecto|practica|formacion|asignatura|exposicion)",
  ],
  otherAfter: [
    "(?:hereditari\\w*|comun(?:es)?|frecuentes?|vienen?|corren?|genetic\\w*|tipic\\w*) (?:en|de) (?:la|mi|nuestra) familia",
    "por parte de (?:mi madre|mi padre|mama|papa)",
    "en (?:mi|un|una|la|mis) (?:sueno|pesadilla)s?",
    "en (?:una|la|esa|esta|un|el|ese|este) (?:pelicula|peli|serie|novela|telenovela|libro|videojuego|capitulo|episodio|documental|video|historia|caricatura)",
    "(?:en|por) (?:las|la) (?:noticias|tele|television|tv)",
    "(?:pregunto|pregunta|es|lo pregunto) (?:\\w+ )?para (?:mi|un|una|el|la|mis) (?:\\w+ ){0,2}(?:curso|clase|examen|tarea|deberes|proyecto|formacion|asignatura)",
  ],
  otherEnd: [
    "ahora",
    "pero",
    "de repente",
    "derrepente",
    "de golpe",
    "me dio",
    "sin embargo",
    "desde",
    "hoy",
    "esta (?:manana|noche|tarde)",
    "todavia",
    "aun",
    "sigo",
    "me desperte",
    "desperte",
    "despertar\\w*",
    "al despertar",
    "en realidad",
    "de verdad",
    "y yo",
    "y tengo",
    "tengo",
    "mi",
    "mis",
    "ayuda",
    "ayudenme",
    "por favor",
    "actualmente",
    "en este momento",
  ],
  answerers: [
    "(?:el |la |mi )?(?:medic[oa]|doctor\\w*|doc|pediatra|matrona|partera|comadrona|enfermer[oa]|ginecolog[oa]|obstetra|centro de salud|centro|consultorio|ambulatorio|clinica|hospital|urgencias|recepcion|nadie|telefono|numero|movil|celular|linea|112|061|911|dentista|farmacia|farmaceutic[oa]|cap|ebais)",
  ],
  preWindow: LATIN_WINDOW,
  postWindow: 25,
};

export const TEMPORAL = {
  remote: [
    // the state after an earlier event ("en cama después de un ictus", "desde su infarto")
    '(?:despues de|desde) (?:un|una|su|el|la) (?:\\w+ )?(?:ictus|infarto|derrame|acv|embolia)',
    'el año pasado',
    'hace años',
    'hace muchos años',
    'hace mucho tiempo',
    'hace (?:\\d+|un|unos|varios|muchos|dos|tres) años?',
    'de (?:niño|niña|pequeño|pequeña)',
    'cuando era (?:niño|niña|pequeño|pequeña|joven)',
    'en (?:19|20)\\d\\d',
  ],
  ongoing: [
    'desde (?:ayer|hoy|esta|anoche|hace \\d+ (?:horas|días))',
    'todavía',
    'otra vez',
    'de nuevo',
    'volvió',
    'empezó',
    'hoy',
    'ahora',
  ],
  // the start of something still going on ("since last year", "since my operation"): see nlp/cues.ts
  since: [
    // "tengo dolor de espalda hace 3 años", "hace 3 años que me duele": a present tense with "hace" is how
    // long it has lasted, not when it happened
    '(?<=(?:tengo|tiene|siento|siente|estoy|esta|sufro|sufre|me duele|le duele)\\b[^.;!?\\n]{0,40})hace (?:\\d+|un|unos|varios|muchos|dos|tres) años?',
    'hace (?:\\d+|un|unos|varios|muchos|dos|tres) años? que (?:tengo|tiene|siento|siente|estoy|esta|sufro|sufre|me duele|le duele)',
    'desde(?= \\S)(?! (?:un|una|su|el|la|mi) (?:\\w+ )?(?:ictus|infarto|derrame|acv|embolia))',
    '(?:para|pa) aca',
    '(?:durante|a lo largo de|en) (?:todo )?(?:el|este) (?:ultimo|pasado) ano',
  ],
  // an earlier episode of a short-lived finding (an allergic swelling last month): see nlp/cues.ts
  episode: [
    '(?<!desde )la semana pasada',
    '(?<!desde )el mes pasado',
    'hace (?:\\w+ )?(?:semanas?|mes|meses)',
  ],
  // a finding that is the person's usual state ("muddled every evening as usual"): see nlp/cues.ts
  usual: [
    'como (?:siempre|de costumbre|cada (?:tarde|noche|día))',
    'siempre',
    '(?:todas las|cada) (?:tardes?|noches?)',
    'por las (?:tardes|noches)',
    'desde hace (?:años|meses)',
    'lo de siempre',
  ],
  // a change from the usual state ("worse", "suddenly", "today"): then it is not the usual state
  change: [
    'peor',
    'más confundid\\w*',
    'más desorientad\\w*',
    'de repente',
    'de golpe',
    'hoy',
    'desde ayer',
    '(?<!nada )nuevo',
  ],
  // what usually happens, said to compare with now ("usually she kicks a lot, but today …"): see nlp/cues.ts
  baseline: ['normalmente(?!\\s*(?:$|[,.;:!?)]|(?:y|e|otra vez|ahora|también)(?![\\p{L}])))', 'usualmente', 'generalmente', 'por lo general', 'habitualmente', '(?:suelo|sueles|suele|solemos|suelen)'],
  // words that end such a clause ("but", "now", "today")
  contrast: ['pero', 'sin embargo', 'aunque', 'ahora', 'hoy', 'esta vez'],
  settled: [
    'desde entonces (?:(?:estoy|me siento|todo|ando|he estado|va todo|esta todo) )?(?:bien|perfect\\w*|san[oa]|mejor|normal|nada|sin problemas)',
    '(?:bien|mejor|nada|sin problemas|ningun problema) desde',
'ahora (?:(?:estoy|me siento|todo) )?(?:bien|perfect\\w*|san[oa]|mejor)', '(?:bien|mejor) ahora'],
};

export const WORRY_CUES =
  '(?:preocupad|miedo|asustad|urgente|emergencia|ayuda|cada vez peor|muy mal|horrible|terrible)';

export const ADMIN_CUES = '(?:registr|inscrib|cita|horario|certificado|baja medica|factura|gracias)';

/** Vital signs stated with their value (what each list does: nlp/cues.ts VitalSignWords). */
export const VITAL_SIGNS = {
  pulse: ['pulso', 'pulsaciones', 'frecuencia cardiaca', 'latidos'],
  pulseUnits: ['latidos', 'pulsaciones', 'lpm'],
  breathing: ['frecuencia respiratoria', 'respiraciones'],
  breathingUnits: ['respiraciones'],
  breathsInAMinute: ['respir\\w*[^\\d\\n.;!?]{0,25}?(\\d{1,2}) (?:veces |respiraciones )?(?:por|al|cada|en un) minuto'],
  saturation: ['saturacion', 'saturando', 'satura', 'oximetro', 'oxigeno en (?:la )?sangre', 'nivel de oxigeno', 'oxigeno', 'oxigenacion'],
  degrees: ['grados?'],
};

/** Words of a baby's feeding or nappies (what the list does: nlp/cues.ts INFANT_FEEDING_WORDS). */
export const INFANT_FEEDING_WORDS = '(?:panal|biberon|pecho|teta|lact)';

/** Words saying someone is awake (what the list does: nlp/cues.ts AWAKE_CUES). */
export const AWAKE_CUES = '(?:despiert)';

/** Words of a pregnancy's context: midwife, bump, due date, kicks (what the list does: nlp/cues.ts PREGNANCY_CONTEXT_WORDS). */
export const PREGNANCY_CONTEXT_WORDS = '(?<![\\p{L}])(?:matrona|comadrona|partera|fecha (?:probable )?de parto|patad|bebé (?:no )?se mueve|movimientos del bebé|contracciones|ginecólog|obstetra)';
