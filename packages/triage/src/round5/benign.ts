import type { Findings } from '../parser.ts';
import type { Hit, MechanismGroup } from './types.ts';

/**
 * Round 5, non-emergency and self-care messages: the "see a GP" thresholds of NICE NG12 (suspected
 * cancer), NG97 (dementia), NG100 (inflammatory arthritis), NG88 (heavy menstrual bleeding) and
 * NICE CKS, and the common self-care complaints (NHS pharmacy first) recognised in all 15 languages,
 * so that a message with a recognised minor complaint is read as self-care and a message with a
 * quiet but important one is sent to a GP. Nothing here lowers a red flag: every emergency reading
 * of the engine and the safety floor stays as it was.
 */

/** Pain words, sudden onset or vomiting with a testicular finding: the acute scrotum, not a painless lump. */
const SCROTAL_PAIN = ['complaint_unspecified', 'severe', 'sudden_onset', 'vomiting', 'nausea', 'fever'];

/** A finding that was stated and then said to have settled ("it has settled now") — history of today. */
function presentOrResolved(f: Findings, concept: string): boolean {
  return (
    f.present.has(concept) || f.mentions.some((m) => m.concept === concept && m.polarity === 'resolved')
  );
}

export const BENIGN: MechanismGroup = {
  concepts: [
    {
      // NICE NG12 1.5.4: a non-painful enlargement or change in shape or texture of the testis → suspected cancer pathway.
      id: 'testicular_lump',
      label: 'lump, hardness or enlargement of a testicle',
      terms: {
        en: [
          'lump (?:\\w+ ){0,4}(?:testic|testis|testes|scrot|balls?$|nut$|nuts$)',
          '(?:testicle|testis|ball|scrotum)s? (?:\\w+ ){0,3}(?:lump|hard|harder|bigger|larger|heavier|enlarged|swollen|swelling)',
          'hard (?:\\w+ ){0,2}(?:testicle|ball$|bit on (?:my |his )?(?:testicle|ball))',
        ],
        is: [
          'hnút\\w* (?:\\w+ ){0,3}(?:eista|eistu|pung)',
          '(?:eista|eistu|eistað|punginn|pungnum)\\w* (?:\\w+ ){0,3}(?:hnút|harð|stækk|bólg)',
        ],
        pl: [
          '(?:guz\\w*|zgrubieni\\w*|grudk\\w*) (?:\\w+ ){0,3}(?:jąd|jajk|mosznie|moszny)',
          '(?:jądro|jądrze|jądra|jajko) (?:\\w+ ){0,3}(?:guz|twarde|twardy|powiększ|zgrubieni|spuchnięt)',
        ],
        es: [
          '(?:bulto|bolita|dureza|nódulo) (?:\\w+ ){0,3}(?:testícul|huevo|escroto)',
          'testícul\\w* (?:\\w+ ){0,3}(?:duro|hinchado|más grande|agrandado|bulto)',
        ],
        fr: [
          '(?:boule|grosseur|masse|bosse|nodule) (?:\\w+ ){0,3}(?:testicul|bourse)',
          'testicule\\w* (?:\\w+ ){0,3}(?:dur|gonflé|plus gros|grossi|boule)',
        ],
        de: [
          '(?:knoten|verhärtung|knubbel) (?:\\w+ ){0,3}(?:hoden)',
          'hoden\\w* (?:\\w+ ){0,3}(?:knoten|hart|vergrößert|geschwollen|größer)',
        ],
        pt: [
          '(?:caroço|nódulo|bolinha|carocinho|íngua) (?:\\w+ ){0,3}(?:testículo|saco|escroto|bola)',
          'testículo (?:\\w+ ){0,3}(?:duro|inchado|maior|caroço)',
        ],
        it: [
          '(?:nodulo|pallina|nodulino|gonfiore) (?:\\w+ ){0,3}(?:testicol|scroto)',
          'testicol\\w* (?:\\w+ ){0,3}(?:duro|gonfio|più grande|ingrossato|nodulo)',
        ],
        ru: [
          '(?:уплотнени\\w*|шишк\\w*|узел\\w*|опухол\\w*|горошин\\w*) (?:\\w+ ){0,3}(?:яичк\\w*|мошонк\\w*)',
          'яичк\\w* (?:\\w+ ){0,3}(?:уплотнени\\w*|увеличил\\w*|твёрд\\w*|тверд\\w*|шишк\\w*)',
        ],
        tr: [
          '(?:testis|testisim|testisimde|husye|taşağım|taşağımda)\\w* (?:\\w+ ){0,3}(?:şişlik|sertlik|kitle|yumru|büyü)',
          '(?:sertlik|kitle|yumru|şişlik) (?:\\w+ ){0,3}(?:testis|husye|taşağ)',
        ],
        ar: [
          '(?:كتلة|كورة|حبة|ورم|انتفاخ|عقدة) (?:\\w+ ){0,3}(?:الخصية|خصيتي|خصيته|الخصيتين|البيضة|بيضتي|الصفن)',
          '(?:الخصية|خصيتي|خصيته) (?:\\w+ ){0,3}(?:كتلة|قاسية|منتفخة|متورمة|كبرت|ناشفة)',
        ],
        hi: [
          '(?:अंडकोष|अंडकोश|टेस्टिकल) (?:\\w+ ){0,3}(?:गांठ|गाँठ|सूजन|सख्त|बड़ा)',
          '(?:गांठ|गाँठ) (?:\\w+ ){0,3}(?:अंडकोष|अंडकोश)',
          '(?:andkosh|testicle|tatte) (?:\\w+ ){0,3}(?:gaanth|gaath|ganth|sujan|soojan|sakht)',
          '(?:gaanth|gaath|ganth) (?:\\w+ ){0,3}(?:andkosh|testicle|tatte)',
        ],
        zh: [
          '(?:睾丸|蛋蛋|阴囊)(?:上|里|里面)?(?:有|长了|摸到)?(?:一)?(?:个)?(?:肿块|硬块|疙瘩|小包|包块|肿大|变大|变硬)',
        ],
        ja: ['(?:睾丸|精巣|陰嚢|きんたま)(?:に|の)?(?:しこり|硬いもの|かたまり|腫れ|腫瘤)'],
        ko: ['(?:고환|불알|음낭)(?:에|이|가|에서)? (?:\\w+ )?(?:멍울|혹|덩어리|딱딱|커졌|부었)'],
      },
    },
    {
      // NICE NG97 1.2: memory loss or getting lost that has come on over months → assess for dementia in primary care.
      id: 'memory_loss',
      label: 'forgetfulness / memory getting worse',
      terms: {
        en: [
          'forgetful',
          'forgetting (?:things|names|words|where|what|appointments|conversations|people|faces)',
          'keeps? (?:losing|misplacing) (?:things|keys|his keys|her keys)',
          'keeps? forgetting',
          'memory (?:\\w+ ){0,3}(?:bad|worse|poor|going|problems?|loss|slipping|failing)',
          'memory loss',
          'losing (?:\\w+ )?memory',
          'repeat(?:s|ing)? (?:himself|herself|themselves|the same (?:question|story|thing))',
          '(?:got|gets|getting) lost (?:\\w+ ){0,3}(?:driving|walking|home|way|shop|town)',
          "can(?:'t|not) find (?:\\w+ ){0,2}way home",
          'dementia',
          'alzheimer',
        ],
        is: [
          'gleymin\\w*',
          'gleym\\w* (?:öllu|hlutum|miklu|nöfnum|sífellt)',
          'minni\\w* (?:\\w+ ){0,2}(?:versn|lélegt|slæmt|að fara|farið að gefa sig)',
          'minnisleysi',
          'minnisglöp',
          'villtist',
          'rataði ekki heim',
          'heilabilun',
          'alzheimer',
        ],
        pl: [
          'zapomina\\w* (?:\\w+ ){0,2}(?:wszystko|coraz|rzeczy|imiona|nazwy)',
          'zapominals\\w*',
          'problem\\w* z pamięcią',
          'pamię\\w* (?:\\w+ ){0,2}(?:szwankuje|gorsza|pogarsza|słabnie|zawodzi)',
          'zgubił\\w* się (?:\\w+ ){0,3}(?:drodze|domu|sklepu|mieście)',
          'nie traf\\w* do domu',
          'demencj\\w*',
          'otępieni\\w*',
          'alzheimer',
        ],
        es: [
          'olvidadiz[ao]',
          'se (?:le )?olvida (?:de )?(?:todo|las cosas|muchas cosas|los nombres)',
          'olvida (?:todo|las cosas|muchas cosas)',
          'pérdida de memoria',
          'problemas de memoria',
          'memoria (?:\\w+ ){0,2}(?:peor|falla|fallando|empeorando)',
          'se (?:perdió|pierde) (?:\\w+ ){0,3}(?:casa|calle|coche|volviendo|camino)',
          'demencia',
          'alzheimer',
        ],
        fr: [
          'oublie (?:tout|beaucoup|de plus en plus|les noms)',
          'perte de mémoire',
          'troubles? de (?:la )?mémoire',
          'mémoire (?:\\w+ ){0,2}(?:baisse|flanche|défaille|se dégrade)',
          "(?:s'est|se) perd\\w* (?:\\w+ ){0,3}(?:maison|chemin|route|voiture|rentrant)",
          'démence',
          'alzheimer',
        ],
        de: [
          'vergesslich\\w*',
          'vergisst (?:\\w+ )?(?:alles|vieles|immer mehr|ständig|namen)',
          'gedächtnis (?:\\w+ ){0,3}(?:schlechter|lässt nach|nachgelassen|probleme)',
          'gedächtnisprobleme',
          'gedächtnisverlust',
          'hat sich (?:\\w+ ){0,3}(?:verlaufen|verfahren)',
          'findet (?:\\w+ ){0,2}nicht mehr nach hause',
          'demenz',
          'alzheimer',
        ],
        pt: [
          'esquecid[ao]',
          'esquece (?:\\w+ )?(?:tudo|muitas coisas|as coisas|os nomes)',
          'perda de memória',
          'problemas de memória',
          'memória (?:\\w+ ){0,2}(?:pior|fraca|falhando|piorando)',
          'se perdeu (?:\\w+ ){0,3}(?:casa|rua|caminho|carro)',
          'demência',
          'alzheimer',
        ],
        it: [
          'smemorat[ao]',
          'dimentica (?:\\w+ )?(?:tutto|molte cose|le cose|sempre più|i nomi)',
          'perdita di memoria',
          'perdite di memoria',
          'problemi di memoria',
          'memoria (?:\\w+ ){0,2}(?:peggior\\w*|cala|calando)',
          "(?:si è|s'è) pers[ao] (?:\\w+ ){0,3}(?:casa|strada|macchina|tornando)",
          'demenza',
          'alzheimer',
        ],
        ru: [
          'забывчив\\w*',
          'вс[её] забывает',
          'стал\\w* (?:\\w+ )?забыва\\w*',
          'проблем\\w* с памятью',
          'памят\\w* (?:\\w+ ){0,2}(?:ухудш\\w*|слабе\\w*|подводит)',
          'провал\\w* в памяти',
          'заблудил\\w*',
          'не (?:смог|смогла|может) найти дорогу домой',
          'деменц\\w*',
          'слабоуми\\w*',
          'альцгеймер\\w*',
        ],
        tr: [
          'unutkan\\w*',
          'her şeyi unutuyor',
          'hafıza\\w* (?:\\w+ ){0,2}(?:zayıf|kötü|gidiyor|sorun|azal)',
          'yolunu kaybet\\w*',
          'evin yolunu bulama\\w*',
          'bunama',
          'demans',
          'alzheimer',
        ],
        ar: [
          '(?:صار|صارت) (?:\\w+ )?(?:ينسى|تنسى)',
          '(?:ينسى|تنسى|أنسى|انسى) (?:كثير|كل شي|كل شيء|الأسماء)',
          'كثير النسيان',
          'ضعف (?:في )?الذاكرة',
          'فقدان الذاكرة',
          'ذاكرته (?:\\w+ )?(?:ضعيفة|ضعفت|خربانة)',
          'ذاكرتها (?:\\w+ )?(?:ضعيفة|ضعفت)',
          '(?:ضاع|ضاعت|تاه|تاهت) (?:\\w+ ){0,3}(?:البيت|الطريق|طريق)',
          'الخرف',
          'زهايمر',
        ],
        hi: [
          'भूल(?:ने)? (?:\\w+ ){0,2}(?:लगे|लगी|लगा|जाते|जाती|जाता)',
          'याददाश्त (?:\\w+ ){0,2}(?:कमजोर|कमज़ोर|कम|खराब)',
          'रास्ता भूल',
          'भुलक्कड़',
          'डिमेंशिया',
          'bhool(?:ne)? (?:\\w+ ){0,2}(?:lage|lagi|laga|jaate|jaati|jata)',
          'bhul(?:ne)? (?:\\w+ ){0,2}(?:lage|lagi|laga|jaate|jaati|jata)',
          'ya+dda+sht (?:\\w+ ){0,2}(?:kamzor|kam|kharab)',
          'rasta bhool',
          'bhulakkad',
          'dementia',
        ],
        zh: [
          '健忘',
          '记性(?:越来越)?(?:差|不好)',
          '记忆力(?:越来越)?(?:差|下降|减退|不好)',
          '老忘事',
          '总是忘(?:事|东西)',
          '迷路',
          '找不到回家的路',
          '痴呆',
          '认知障碍',
        ],
        ja: [
          '物忘れ',
          'もの忘れ',
          '忘れっぽ',
          '記憶力が(?:落ち|低下|悪く)',
          '道に迷',
          '帰り道がわからな',
          '認知症',
        ],
        ko: ['건망증', '기억력(?:이)? (?:\\w+ )?(?:나빠|떨어|감퇴)', '자꾸 (?:\\w+ )?잊어', '길을 잃', '치매'],
      },
    },
    {
      // NICE NG88: heavy menstrual bleeding (flooding, soaking through, with tiredness or breathlessness).
      id: 'heavy_periods',
      label: 'heavy periods (heavy menstrual bleeding)',
      terms: {
        en: [
          'heavy periods?',
          'periods? (?:\\w+ ){0,3}(?:very |really |so |too |extremely )?heavy',
          'heavy (?:menstrual|monthly) (?:bleeding|flow)',
          'flooding',
          'soak(?:ing|ed)? through (?:\\w+ ){0,3}(?:pads?|tampons?|towels?)',
          'menorrhagia',
        ],
        is: [
          'miklar (?:tíða)?blæðingar',
          'blæðingarnar (?:\\w+ ){0,2}(?:miklar|mjög miklar|of miklar)',
          'túrinn (?:\\w+ ){0,2}(?:mikill|þungur|mjög mikill)',
        ],
        pl: [
          'obfit\\w* (?:\\w+ )?(?:miesiączk\\w*|okres\\w*|krwawieni\\w* miesiączk\\w*)',
          '(?:miesiączk\\w*|okres\\w*) (?:\\w+ ){0,3}(?:bardzo )?obfit\\w*',
          'krwotoczn\\w* miesiączk\\w*',
        ],
        es: [
          '(?:regla|menstruación|periodo|período)s? (?:\\w+ ){0,2}(?:muy )?abundantes?',
          'sangrado menstrual abundante',
          'reglas abundantes',
          'menorragia',
        ],
        fr: ['règles (?:\\w+ ){0,2}(?:très |trop )?(?:abondantes|hémorragiques)', 'ménorragie'],
        de: [
          'starke\\w* (?:\\w+ )?(?:regel|periode|monatsblutung|menstruation)',
          '(?:regel|periode|periodenblutung|monatsblutung|menstruation)\\w* (?:\\w+ ){0,3}(?:sehr |zu )?stark',
          'hypermenorrhoe',
          'menorrhagie',
        ],
        pt: [
          'menstruaç\\w* (?:\\w+ ){0,2}(?:muito )?(?:abundante|forte|intensa)s?',
          'fluxo (?:\\w+ ){0,2}(?:muito )?(?:intenso|abundante|forte)',
          'menorragia',
        ],
        it: [
          'ciclo (?:\\w+ ){0,2}(?:molto )?abbondante',
          'mestruazioni (?:\\w+ ){0,2}(?:molto )?abbondanti',
          'flusso (?:\\w+ ){0,2}(?:molto )?abbondante',
          'menorragia',
        ],
        ru: [
          'обильн\\w* (?:\\w+ )?(?:месячн\\w*|менструац\\w*)',
          '(?:месячн\\w*|менструац\\w*) (?:\\w+ ){0,3}(?:очень )?обильн\\w*',
          'сильные месячные',
          'меноррагия',
        ],
        tr: [
          '(?:adet|regl)\\w* (?:\\w+ ){0,2}(?:çok )?(?:yoğun|fazla|bol|ağır)',
          '(?:yoğun|aşırı|bol) (?:adet|regl)',
        ],
        ar: [
          'الدورة (?:\\w+ ){0,3}(?:غزيرة|كثيرة|قوية|ثقيلة)',
          'دورة (?:شهرية )?غزيرة',
          'غزارة (?:في )?الدورة',
          'نزيف (?:\\w+ )?الدورة (?:\\w+ )?(?:غزير|كثير)',
        ],
        hi: [
          'माहवारी (?:\\w+ ){0,3}(?:बहुत )?(?:ज़्यादा|ज्यादा|अधिक|भारी)',
          'पीरियड्स? (?:\\w+ ){0,3}(?:बहुत )?(?:ज़्यादा|ज्यादा|भारी)',
          '(?:periods?|mahwari) (?:\\w+ ){0,3}(?:bahut )?(?:zyada|jyada|heavy|bhari)',
        ],
        zh: ['月经(?:量)?(?:很|特别|非常|太)?多(?!久|少)', '经量(?:很|特别|非常|太)?(?:多|大)', '月经过多'],
        ja: ['生理(?:の量)?が(?:すごく|とても|かなり)?多', '経血(?:の)?量?が(?:すごく|とても)?多', '過多月経', '月経過多'],
        ko: ['생리(?:량|양)?(?:이|가)? (?:너무 |엄청 |많이 )?많', '생리 양이 (?:너무 |엄청 )?많', '월경과다'],
      },
    },
    {
      // NICE NG100 1.1.1: suspected persistent synovitis — morning stiffness is its hallmark.
      id: 'morning_stiffness',
      label: 'morning stiffness of the joints',
      terms: {
        en: [
          'morning stiffness',
          'stiff (?:\\w+ ){0,3}(?:in the )?mornings?',
          'mornings? (?:\\w+ ){0,3}stiff',
          'stiff(?:ness)? (?:\\w+ ){0,3}(?:first thing|when I (?:wake|get up)|on waking)',
        ],
        is: [
          'morgunstirð\\w*',
          '(?:stirð\\w*|stíf\\w*) (?:\\w+ ){0,3}(?:á morgnana|morgn\\w*|þegar ég vakna)',
        ],
        pl: [
          'poranna sztywność',
          'sztywnoś\\w* (?:\\w+ ){0,3}(?:rano|poranna|porann\\w*|rankiem)',
          'rano (?:\\w+ ){0,3}sztywn\\w*',
          'sztywn\\w* (?:\\w+ ){0,3}rano',
        ],
        es: [
          'rigidez (?:\\w+ ){0,3}(?:por la mañana|por las mañanas|matutina|al levantarme|al despertar)',
          '(?:rígid|entumecid|tiess)[ao]s? (?:\\w+ ){0,3}(?:por la mañana|por las mañanas|al levantarme)',
        ],
        fr: [
          'raideur (?:\\w+ ){0,3}(?:matinale|le matin|au réveil)',
          'raides? (?:\\w+ ){0,3}(?:le matin|au réveil)',
          'dérouillage matinal',
        ],
        de: [
          'morgensteifigkeit',
          'steif (?:\\w+ ){0,3}(?:morgens|am morgen|nach dem aufstehen)',
          'morgens (?:\\w+ ){0,3}steif',
        ],
        pt: [
          'rigidez (?:\\w+ ){0,3}(?:matinal|de manhã|pela manhã|ao acordar)',
          '(?:rígid|dur|travad)[ao]s? (?:\\w+ ){0,3}(?:de manhã|pela manhã|ao acordar)',
        ],
        it: [
          'rigidità (?:\\w+ ){0,3}(?:mattutina|al mattino|la mattina|al risveglio)',
          '(?:rigid|legat)[ieao] (?:\\w+ ){0,3}(?:la mattina|al mattino|al risveglio)',
        ],
        ru: [
          'утренн\\w* скованност\\w*',
          'скованност\\w* (?:\\w+ ){0,3}(?:по утрам|утром|утренн\\w*)',
          'по утрам (?:\\w+ ){0,3}(?:скован\\w*|не гнутся|не сгибаются)',
        ],
        tr: [
          'sabah (?:\\w+ ){0,2}(?:tutukluğu|tutukluk|sertliği|sertlik|katılığı|katılık)',
          'sabahları (?:\\w+ ){0,3}(?:tutuk|sert|kasıl|açılmıyor)',
        ],
        ar: [
          '(?:تيبس|تيبّس|تصلب|تخشب) (?:\\w+ ){0,3}(?:الصبح|الصباح|صباحي|الصباحي|صباحا)',
          '(?:تيبس|تصلب) صباحي',
        ],
        hi: [
          'सुबह (?:\\w+ ){0,3}(?:अकड़|जकड़)',
          '(?:अकड़न|जकड़न) (?:\\w+ ){0,3}सुबह',
          'subah (?:\\w+ ){0,3}(?:akdan|akad|jakdan|jakad)',
          '(?:akdan|jakdan|akad|jakad) (?:\\w+ ){0,3}subah',
        ],
        zh: ['晨僵', '早上(?:起来)?(?:\\S{0,4})?(?:僵硬|发僵|发硬|不灵活)'],
        ja: ['朝のこわばり', '朝(?:起きると|は)?(?:\\S{0,4})?(?:こわば|強張)'],
        ko: ['아침(?:에)? (?:\\w+ ){0,3}(?:뻣뻣|굳어|경직)', '조조강직'],
      },
    },
    {
      // NICE NG12 1.7 (BCC/SCC) and NHS: a sore, scab, ulcer or spot that does not heal → GP.
      id: 'non_healing',
      label: 'sore, ulcer or spot that does not heal',
      terms: {
        en: [
          "(?:sore|spot|ulcer|scab|wound|cut|patch|lump|mole|lesion|bump|blemish|graze)s? & (?:(?:won'?t|will not|doesn'?t|does not|didn'?t|hasn'?t|has not|isn'?t|not|never) (?:\\w+ )?heal|keeps? (?:scabbing|bleeding and scabbing|crusting))",
        ],
        is: ['(?:sár|blett|bólu|hrúð|sepa)\\w* & (?:grær ekki|gróa ekki|hefur ekki gróið|vill ekki gróa)'],
        pl: [
          '(?:ran\\w*|rank\\w*|owrzodzeni\\w*|stru\\w*|krost\\w*|zmian\\w*|pryszcz\\w*|wrzód\\w*|wrzod\\w*|plam\\w*) & (?:nie goi|nie chce (?:się )?(?:zagoić|goić)|nie zagoił\\w*|niegojąc\\w*)',
        ],
        es: [
          '(?:herida|heridita|llaga|úlcera|costra|grano|granito|lunar|mancha|lesión|bulto)s? & (?:no (?:se )?(?:cura|cicatriza|sana)|no termina de (?:curar|cicatrizar|sanar))',
        ],
        fr: [
          '(?:plaie|bouton|ulcère|croûte|grain de beauté|tache|lésion|bobo)s? & (?:ne (?:\\w+ )?(?:guérit|cicatrise) pas|ne veut pas (?:guérir|cicatriser))',
        ],
        de: [
          '(?:wunde|stelle|geschwür|kruste|pickel|fleck|leberfleck|hautstelle|knötchen)\\w* & (?:(?:heilt|verheilt) (?:\\w+ ){0,4}nicht|will nicht (?:\\w+ )?heilen|nicht heilend)',
        ],
        pt: [
          '(?:ferida|feridinha|úlcera|casca|casquinha|pinta|mancha|lesão|espinha|carocinho)s? & (?:não (?:\\w+ )?(?:cicatriza|sara|cura)|não quer (?:cicatrizar|sarar))',
        ],
        it: [
          '(?:ferit\\w*|piaga|ulcera|crosta|brufolo|neo|macchia|lesione|crosticina) & (?:non (?:\\w+ )?(?:guarisce|cicatrizza|si rimargina)|non vuole (?:guarire|cicatrizzare))',
        ],
        ru: [
          '(?:ранк\\w*|рана|рану|язв\\w*|болячк\\w*|корочк\\w*|прыщ\\w*|родинк\\w*|пятн\\w*) & (?:не заживает|не заживал\\w*|не проходит)',
        ],
        tr: ['(?:yara\\w*|ülser\\w*|kabuk\\w*|sivilce\\w*|leke\\w*) & (?:iyileşmiyor|kapanmıyor|geçmiyor|iyileşmeyen|geçmeyen)'],
        ar: [
          '(?:جرح|قرحة|حبة|بقعة|قشرة|شامة|دمل) & (?:ما (?:\\w+ )?(?:يطيب|تطيب|يلتئم|تلتئم|يبرا|تبرا|تروح|يروح)|لا (?:\\w+ )?(?:يلتئم|تلتئم|يشفى|تشفى))',
        ],
        hi: [
          '(?:घाव|ज़ख्म|जख्म|छाला|फुंसी|दाना|तिल|धब्बा) & (?:ठीक नहीं|भर नहीं|सूख नहीं)',
          '(?:ghaav|ghav|zakhm|jakhm|chhala|phunsi|daana) & (?:theek nahi|thik nahi|bhar nahi|sookh nahi|sukh nahi)',
        ],
        zh: ['(?:伤口|疮|溃疡|痘|痣|斑|疙瘩)(?:\\S{0,6})(?:不愈合|没好|不见好|好不了|长不好)', '不愈合'],
        ja: ['(?:傷|できもの|潰瘍|ほくろ|しこり|かさぶた|ただれ|吹き出物)(?:\\S{0,6})(?:治らな|治りません|治らず)'],
        ko: [
          '(?:상처|궤양|종기|뾰루지|딱지)(?:가|이)? (?:\\w+ ){0,2}(?:낫지|아물지) (?:않|않아|않고)',
          '(?:상처|궤양|종기|뾰루지|딱지)(?:가|이)? (?:\\w+ ){0,2}안 (?:낫|아물)',
        ],
      },
    },
    {
      // Extent words for the cellulitis threshold (NICE CKS cellulitis: spreading erythema).
      id: 'spreading',
      label: 'spreading or getting bigger',
      terms: {
        en: ['spreading', 'getting (?:\\w+ )?(?:bigger|larger|wider)', '(?:has |have )?(?:grown|got bigger)', 'expanding'],
        is: ['stækk\\w*', 'breið\\w* út', 'dreif\\w* úr sér'],
        pl: ['rozszerza\\w*', 'powiększa\\w*', 'rozlewa\\w*', 'coraz większ\\w*', 'rośnie'],
        es: ['se (?:está )?(?:extendiendo|extiende|agranda)', 'cada vez más grande', 'se hace más grande', 'crece'],
        fr: ["s'étend", "s'agrandit", 'grandit', 'de plus en plus grand\\w*', 'gagne du terrain'],
        de: ['breitet sich (?:\\w+ )?aus', 'wird (?:\\w+ )?größer', 'größer geworden', 'ausgebreitet'],
        pt: ['espalhando', 'se espalha', 'está aumentando', 'cada vez maior', 'alastr\\w*', 'aumentou'],
        it: ['si (?:sta )?(?:allargando|allarga|estendendo|estende|espandendo)', 'sempre più grande', 'si è allargat\\w*'],
        ru: ['распространя\\w*', 'расползается', 'увеличива\\w*', 'раст[её]т', 'стал\\w* больше'],
        tr: ['yayılıyor', 'büyüyor', 'genişliyor', 'giderek büyü\\w*', 'yayıldı'],
        ar: ['(?:ينتشر|تنتشر|انتشر|انتشرت)', '(?:يكبر|تكبر|كبرت|كبر)', '(?:يتوسع|تتوسع|توسعت)'],
        hi: ['फैल (?:रहा|रही|गया|गई)', 'बढ़ (?:रहा|रही|गया|गई)', '(?:fail|phail|fel) (?:raha|rahi|gaya|gayi)', 'badh (?:raha|rahi) hai'],
        zh: ['扩散', '变大', '越来越大', '蔓延', '扩大'],
        ja: ['広が', '大きくな'],
        ko: ['번지', '커지', '퍼지', '커졌'],
      },
    },
    {
      // NHS / NICE CKS boils and carbuncles.
      id: 'boil',
      label: 'boil or skin abscess',
      terms: {
        en: ['boils?$', 'furuncle', 'carbuncle', 'abscess', 'pus-?filled lump'],
        is: ['kýli', 'kýlið', 'graftarkýli', 'ígerð', 'graftarból\\w*'],
        pl: ['czyrak\\w*', 'ropie\\w*', 'ropnia', 'ropnie', 'czyraczność'],
        es: ['forúnculo', 'furúnculo', 'absceso', 'golondrino', 'grano (?:\\w+ ){0,2}(?:de pus|enorme|infectado)'],
        fr: ['furoncle', 'abcès', 'bouton (?:\\w+ ){0,2}(?:de pus|énorme|infecté)'],
        de: ['furunkel', 'abszess', 'eiterbeule', 'karbunkel', 'eitrige beule'],
        pt: ['furúnculo', 'abscesso', 'carbúnculo', 'leicenço', 'espinha (?:\\w+ ){0,2}(?:de pus|enorme|inflamada)'],
        it: ['foruncolo', 'foruncoli', 'ascesso', 'brufolo (?:\\w+ ){0,2}(?:enorme|gigante|pieno di pus)'],
        ru: ['фурункул\\w*', 'чирей', 'чирь\\w*', 'нарыв\\w*', 'абсцесс\\w*', 'гнойник\\w*', 'карбункул\\w*'],
        tr: ['çıban\\w*', 'apse\\w*', 'fronkül\\w*', 'irinli şişlik'],
        ar: ['دمل', 'دمامل', 'دملة', 'خراج', 'حبة (?:\\w+ )?(?:فيها صديد|فيها قيح|مليانة صديد|مليانة قيح)'],
        hi: ['फोड़ा', 'फोड़े', 'फुंसी', 'phoda', 'phode', 'phodaa', 'phunsi'],
        zh: ['疖子', '疖肿', '脓肿', '脓包', '痈'],
        ja: ['おでき', 'できもの', '膿瘍', 'フルンケル', '膿がたま'],
        ko: ['종기', '농양', '고름(?:이)? (?:찬|잡힌|가득)', '절종'],
      },
    },
    {
      // NHS boils: see a GP if the boil is large or very painful.
      id: 'boil_large',
      label: 'large boil or abscess',
      terms: {
        en: [
          '(?:boil|abscess) & (?:massive|huge|enormous|big|large|giant|golf ball|size of)',
        ],
        is: ['(?:kýli|ígerð) & (?:stór|risastór|gríðarstór)'],
        pl: ['(?:czyrak|ropień|ropnia) & (?:ogromn|duż|wielk)'],
        es: ['(?:forúnculo|furúnculo|absceso) & (?:enorme|grande|gigante)'],
        fr: ['(?:furoncle|abcès) & (?:énorme|gros|grosse|géant)'],
        de: ['(?:furunkel|abszess|eiterbeule) & (?:riesig|groß|dick)'],
        pt: ['(?:furúnculo|abscesso) & (?:enorme|grande|gigante)'],
        it: ['(?:foruncolo|ascesso) & (?:enorme|grande|gigante)'],
        ru: ['(?:фурункул|чирей|нарыв|абсцесс) & (?:огромн|больш|крупн)'],
        tr: ['(?:çıban|apse) & (?:kocaman|büyük|dev)'],
        ar: ['(?:دمل|خراج) & (?:كبير|ضخم|كبيرة)'],
        hi: ['(?:फोड़ा|फोड़े) & (?:बड़ा|बहुत बड़ा)', '(?:phoda|phode) & (?:bada|bahut bada)'],
        zh: ['(?:很大|特别大|好大|巨大)的?(?:疖子|脓肿|脓包)', '(?:疖子|脓肿|脓包)(?:很|特别|好)大'],
        ja: ['(?:大きな|大きい)(?:おでき|できもの|膿瘍)', '(?:おでき|できもの|膿瘍)が(?:すごく|とても)?大き'],
        ko: ['(?:큰|엄청 큰|커다란) (?:종기|농양)', '(?:종기|농양)(?:가|이)? (?:\\w+ )?(?:커요|크고|커졌)'],
      },
    },
    {
      // NHS threadworms (Enterobius): itchy bottom at night, white threads in the stool.
      id: 'threadworms',
      label: 'threadworms',
      terms: {
        en: [
          'threadworms?',
          'pinworms?',
          'worms? (?:\\w+ ){0,3}(?:bum|bottom|poo|poop|stool|anus|nappy)',
          '(?:has|have|got|caught) (?:got )?worms',
          'scratching (?:\\w+ ){0,2}(?:bum|bottom) (?:\\w+ ){0,3}night',
          '(?:tiny |little |small )?white threads?',
          'itchy (?:bum|bottom) (?:\\w+ ){0,2}(?:at night|in the night)',
        ],
        is: ['njálg\\w*', 'ormar? (?:\\w+ ){0,3}(?:rass|hægð|kúk)', 'kláð\\w* (?:\\w+ ){0,2}rass\\w* (?:\\w+ ){0,2}nótt'],
        pl: ['owsik\\w*', 'owsica', 'robak\\w* (?:\\w+ ){0,3}(?:kupie|kupce|pupie|stolcu)', 'glist\\w*'],
        es: ['oxiuros?', 'lombrices', 'gusanitos? (?:\\w+ ){0,3}(?:caca|heces|culito|ano|popó)', 'parásitos (?:\\w+ ){0,2}(?:caca|heces)'],
        fr: ['oxyures?', 'oxyurose', 'vers (?:\\w+ ){0,3}(?:selles|caca|fesses|anus)', 'petits vers blancs'],
        de: ['madenwürmer', 'madenwurm', 'würmer (?:\\w+ ){0,3}(?:stuhl|kacka|po|after)', 'oxyuren'],
        pt: ['oxiúros?', 'oxiurose', 'lombriga\\w*', 'vermes? (?:\\w+ ){0,3}(?:cocô|fezes|bumbum|ânus)', 'bichinhas? (?:\\w+ ){0,3}(?:cocô|bumbum)'],
        it: ['ossiuri', 'ossiuriasi', 'vermi (?:\\w+ ){0,3}(?:feci|cacca|sedere|ano|popò)', 'vermetti'],
        ru: ['остриц\\w*', 'энтеробиоз', 'глист\\w*', 'червяч\\w* (?:\\w+ ){0,3}(?:кал\\w*|попе|какашк\\w*)'],
        tr: ['kıl kurd\\w*', 'kurt (?:\\w+ ){0,3}(?:dışkı|kaka|popo)', 'oksiyür'],
        ar: ['الديدان الدبوسية', 'الدودة الدبوسية', 'ديدان دبوسية', 'دودة دبوسية', '(?:ديدان|دود) (?:\\w+ ){0,3}(?:البراز|الشرج|المؤخرة|الطيز|البطن)'],
        hi: ['कृमि', 'पेट में कीड़े', 'चुनूने', 'कीड़े (?:\\w+ ){0,3}(?:मल|पॉटी|गुदा)', 'pet (?:mein|me|main) (?:keede|kide|keedey)', 'chunune', 'chunne'],
        zh: ['蛲虫', '寄生虫', '肚子里有虫', '(?:大便|便便|屁股|粑粑)(?:里|上)?(?:有)?(?:小)?(?:白)?(?:色的)?虫'],
        ja: ['蟯虫', 'ぎょう虫', 'ギョウ虫', '(?:便|うんち|お尻)に(?:白い)?(?:小さな)?虫'],
        ko: ['요충', '(?:변|대변|똥|엉덩이)에 (?:하얀 )?(?:작은 )?(?:벌레|실 같은)'],
      },
    },
    {
      // NHS dandruff / seborrhoeic dermatitis of the scalp.
      id: 'dandruff',
      label: 'dandruff / flaky itchy scalp',
      terms: {
        en: ['dandruff', 'flaky scalp', 'scalp (?:\\w+ ){0,3}(?:flaky|flakes|flaking|itchy|scaly)', 'itchy scalp', 'cradle cap'],
        is: ['flasa$', 'flösu$', 'flösuna', 'flösan', 'hreistur í hársverði', 'kláð\\w* í hársverði'],
        pl: ['łupież\\w*', 'swędząc\\w* skór\\w* głowy', 'skóra głowy (?:\\w+ ){0,2}(?:swędzi|łuszczy)', 'ciemieniuch\\w*'],
        es: ['caspa', 'cuero cabelludo (?:\\w+ ){0,3}(?:descama|pica|escamas)', 'picor (?:en el|del) cuero cabelludo', 'costra láctea'],
        fr: ['pellicules?', 'cuir chevelu (?:\\w+ ){0,3}(?:démange|gratte|squames|pèle)', 'démangeaisons? (?:du|au) cuir chevelu', 'croûtes de lait'],
        de: ['schuppen$', 'kopfschuppen', 'kopfhaut (?:\\w+ ){0,3}(?:juckt|schuppt|schuppig)', 'juckende kopfhaut', 'milchschorf'],
        pt: ['caspa', 'couro cabeludo (?:\\w+ ){0,3}(?:coça|descama|coceira)', 'coceira no couro cabeludo', 'crosta láctea'],
        it: ['forfora', 'cuoio capelluto (?:\\w+ ){0,3}(?:prude|squame|desquama)', 'prurito al cuoio capelluto', 'crosta lattea'],
        ru: ['перхот\\w*', 'кожа головы (?:\\w+ ){0,3}(?:чешется|шелушится)', 'чешется (?:\\w+ )?голова', 'себорейн\\w*'],
        tr: ['kepek\\w*', 'kepeğ\\w*', 'saçlı deri\\w* (?:\\w+ ){0,3}(?:kaşın|pul)', 'kafa deri\\w* (?:\\w+ ){0,2}kaşın\\w*'],
        ar: ['قشرة (?:الرأس|الراس|الشعر|في الشعر|براسي|في راسي)', 'حكة (?:في )?فروة الرأس', 'هبرية'],
        hi: ['रूसी', 'डैंड्रफ', 'सिर में (?:\\w+ )?(?:खुजली|रूसी)', 'roosi$', 'rusi$', 'sir (?:mein|me) (?:\\w+ )?(?:khujli|khujlee)'],
        zh: ['头皮屑', '头屑', '头皮(?:很|特别)?痒'],
        ja: ['フケ', '頭皮が(?:かゆ|痒)', '乳児脂漏'],
        ko: ['비듬', '두피(?:가)? (?:\\w+ )?(?:가려|가렵)'],
      },
    },
    {
      // NHS heat rash (prickly heat, miliaria).
      id: 'heat_rash',
      label: 'heat rash (prickly heat)',
      terms: {
        en: ['heat rash', 'prickly heat', 'sweat rash', 'miliaria'],
        is: ['hitaútbrot', 'svitaútbrot', 'hitabólur'],
        pl: ['potówk\\w*', 'wysypk\\w* (?:\\w+ )?(?:od|z) (?:gorąca|upału|potu|przegrzania)'],
        es: ['(?:sarpullido|salpullido) (?:\\w+ ){0,3}(?:calor|sudor)', 'miliaria', 'sudamina'],
        fr: ['boutons de chaleur', 'miliaire', 'bourbouille', 'éruption (?:\\w+ ){0,2}chaleur'],
        de: ['hitzepickel', 'hitzeausschlag', 'schweißfriesel', 'schwitzbläschen', 'miliaria'],
        pt: ['brotoeja\\w*', 'miliária', 'alergia (?:ao|de) calor'],
        it: ['sudamina', 'sudamen', 'miliaria', 'eruzione (?:\\w+ ){0,2}(?:caldo|sudore)', 'bollicine (?:\\w+ ){0,2}caldo'],
        ru: ['потниц\\w*', 'потничк\\w*', 'сыпь от (?:жары|пота)'],
        tr: ['isilik'],
        ar: ['حمو النيل', 'حبوب (?:\\w+ ){0,2}(?:الحر|الحرارة|العرق)', 'طفح (?:\\w+ ){0,2}(?:الحر|الحرارة)', 'حساسية (?:من )?الحر'],
        hi: ['घमौरी', 'घमोरी', 'घमौरियां', 'घमौरियाँ', 'ghamori', 'ghamoriyan', 'ghamouri', 'ghamoriya', 'garmi (?:ke|ki) (?:dane|daane|phunsi)'],
        zh: ['痱子', '热疹', '汗疹'],
        ja: ['あせも', '汗疹', 'アセモ'],
        ko: ['땀띠', '한진'],
      },
    },
    {
      // NHS hiccups: self-care; see a GP if they last more than 48 hours.
      id: 'hiccups',
      label: 'hiccups',
      terms: {
        en: ['hiccups?', 'hiccoughs?', 'hiccuping', 'hiccupping'],
        is: ['hiksta', 'hiksti', 'hikst\\w*', 'hiksta\\w*'],
        pl: ['czkawk\\w*'],
        es: ['hipo$'],
        fr: ['hoquet\\w*'],
        de: ['schluckauf'],
        pt: ['soluço\\w*', 'soluçando'],
        it: ['singhiozzo', 'singhiozzi'],
        ru: ['икот\\w*', 'икаю', 'икает', 'икал\\w*'],
        tr: ['hıçkırık\\w*', 'hıçkır\\w*'],
        ar: ['الفواق', 'فواق', 'زغطة', 'حازوقة', 'الحازوقة', 'الزغطة', 'فُواق'],
        hi: ['हिचकी', 'hichki', 'hichkiyan', 'hichkee'],
        zh: ['打嗝', '打呃', '呃逆'],
        ja: ['しゃっくり', 'シャックリ'],
        ko: ['딸꾹질'],
      },
    },
    {
      // NICE CG109: an uncomplicated faint has a clear trigger (pain, needles, blood, prolonged standing, heat).
      id: 'faint_trigger',
      label: 'faint with a typical trigger (needles, blood, standing, heat)',
      terms: {
        en: [
          '(?:needle|needles|injection|jab|vaccine|blood test|took (?:my )?blood|giving blood|sight of blood)',
          'standing (?:\\w+ ){0,3}(?:for ages|for hours|for a long time|too long)',
          'hot (?:and )?(?:crowded|stuffy)',
        ],
        is: ['(?:nál|sprautu|bólusetn\\w*|blóðprufu|blóðtöku|sá blóð)', 'stóð (?:\\w+ ){0,3}(?:lengi|of lengi)'],
        pl: ['(?:igł\\w*|zastrzyk\\w*|szczepieni\\w*|pobrani\\w* krwi|widok krwi|na widok krwi)', 'stał\\w* (?:\\w+ ){0,3}długo'],
        es: ['(?:aguja|inyección|vacuna|análisis de sangre|sacaron sangre|ver sangre)', 'de pie (?:\\w+ ){0,3}(?:mucho tiempo|horas)'],
        fr: ['(?:aiguille|piqûre|vaccin|prise de sang|vue du sang)', 'debout (?:\\w+ ){0,3}(?:longtemps|des heures)'],
        de: ['(?:nadel|spritze|impfung|blutabnahme|blut abgenommen|blut gesehen)', 'lange gestanden'],
        pt: ['(?:agulha|injeção|vacina|tirar sangue|coleta de sangue|ver sangue)', 'em pé (?:\\w+ ){0,3}(?:muito tempo|horas)'],
        it: ['(?:ago|puntura|iniezione|vaccino|prelievo|vista del sangue)', 'in piedi (?:\\w+ ){0,3}(?:a lungo|per ore)'],
        ru: ['(?:игл\\w*|укол\\w*|прививк\\w*|сдавал\\w* кровь|забор\\w* крови|вида крови)', 'долго стоял\\w*'],
        tr: ['(?:iğne|aşı|kan aldır\\w*|kan alırken|kan verirken|kanı görünce)', 'uzun süre ayakta'],
        ar: ['(?:إبرة|ابرة|الإبرة|حقنة|تطعيم|لقاح|سحب الدم|سحبوا دم|شفت الدم|منظر الدم)', 'وقفت (?:\\w+ ){0,2}(?:طويل|كثير)'],
        hi: ['(?:सुई|इंजेक्शन|टीका|खून (?:की जांच|निकाल|देख))', '(?:sui$|injection|teeka$|tika$|khoon (?:ki jaanch|nikal|dekh))', 'der tak khade'],
        zh: ['(?:打针|扎针|抽血|打疫苗|看到血|见血)', '站(?:了)?(?:很久|太久)'],
        ja: ['(?:注射|採血|予防接種|ワクチン|血を見)', '長時間立'],
        ko: ['(?:주사|채혈|피 뽑|예방접종|백신|피를 보)', '오래 서'],
      },
    },
    {
      // NICE CG109: full recovery within minutes after a transient loss of consciousness.
      id: 'full_recovery',
      label: 'came round quickly and fully recovered',
      terms: {
        en: [
          'came (?:round|to) (?:straight away|quickly|right away|immediately|within)',
          '(?:felt|feel|feeling) (?:\\w+ )?(?:fine|ok|okay|normal|back to normal) (?:\\w+ ){0,3}(?:after|within|a few|now)',
          'back to normal',
        ],
        is: ['rankaði (?:strax )?við mér', 'jafnaði mig (?:\\w+ ){0,2}(?:strax|fljótt)', 'allt í lagi (?:\\w+ ){0,2}eftir'],
        pl: ['(?:od razu|szybko) (?:\\w+ )?(?:ocknął|ocknęła|ocknąłem|ocknęłam|doszedł|doszła|doszłam|doszedłem)', 'po chwili (?:\\w+ )?(?:dobrze|w porządku|normalnie)'],
        es: ['(?:me )?recuper\\w* (?:\\w+ )?(?:enseguida|rápido|en seguida|al momento)', 'después (?:\\w+ ){0,3}(?:bien|normal)'],
        fr: ["(?:repris|reprendre) connaissance (?:\\w+ )?(?:tout de suite|rapidement|aussitôt)", 'bien (?:\\w+ ){0,2}après (?:quelques|deux|2)'],
        de: ['(?:sofort|gleich|schnell) wieder (?:\\w+ )?(?:wach|da|bei mir)', 'danach (?:\\w+ )?(?:wieder )?(?:gut|normal|fit)'],
        pt: ['(?:acordei|voltei a mim|recuperei) (?:\\w+ )?(?:logo|rápido|na hora)', 'depois (?:\\w+ ){0,3}(?:bem|normal)'],
        it: ['(?:ripres[oa]|rinvenut[oa]) (?:\\w+ )?(?:subito|in fretta|quasi subito)', 'dopo (?:\\w+ ){0,3}(?:bene|normale)'],
        ru: ['(?:сразу|быстро) (?:\\w+ )?(?:пришёл|пришел|пришла) в себя', 'через (?:\\w+ ){0,2}(?:минут\\w*) (?:\\w+ )?(?:нормально|хорошо)'],
        tr: ['hemen (?:\\w+ )?kendime geldim', 'hemen (?:\\w+ )?kendine geldi', 'sonra (?:\\w+ ){0,2}(?:iyiyim|iyiydim|normal)'],
        ar: ['(?:صحيت|فقت|رجعت لوعيي) (?:\\w+ )?(?:على طول|فورا|بسرعة)', 'بعدها (?:\\w+ ){0,2}(?:تمام|كويس|طبيعي|بخير)'],
        hi: ['(?:तुरंत|जल्दी) (?:\\w+ )?होश (?:में )?आ', '(?:turant|jaldi) (?:\\w+ )?hosh (?:mein )?aa', 'baad (?:\\w+ ){0,2}(?:theek|thik)'],
        zh: ['(?:马上|很快|立刻)(?:就)?(?:醒了|醒过来|恢复)', '(?:之后|后来)(?:就)?(?:没事|好了)'],
        ja: ['(?:すぐ|すぐに)(?:意識が戻|目が覚め|気がつ)', 'その後(?:は)?(?:大丈夫|平気|元気)'],
        ko: ['(?:바로|금방) (?:\\w+ )?(?:깨어났|정신이 돌아왔|의식이 돌아왔)', '(?:그 후|후에는|이후) (?:\\w+ )?(?:괜찮|멀쩡)'],
      },
    },
    {
      // NHS warts and verrucas: self-care; GP if bleeding, changing, spreading or not helped by pharmacy treatment.
      id: 'wart',
      label: 'wart or verruca',
      terms: {
        en: ['warts?$', 'verrucas?', 'verrucae', 'plantar wart'],
        is: ['varta$', 'vörtu\\w*', 'vörtur', 'líkþorn'],
        pl: ['brodawk\\w*', 'kurzajk\\w*', 'kurzajek'],
        es: ['verrugas?'],
        fr: ['verrues?', 'verrue plantaire'],
        de: ['warzen?$', 'dornwarzen?'],
        pt: ['verrugas?'],
        it: ['verruc\\w*'],
        ru: ['бородавк\\w*'],
        tr: ['siğil\\w*'],
        ar: ['ثؤلول', 'ثآليل', 'ثالول', 'سنطة', 'سنط$'],
        hi: ['मस्सा', 'मस्से', 'massa (?:ho|hai|nikal)', 'masse (?:ho|hain|nikal)'],
        zh: ['疣', '瘊子'],
        ja: ['いぼ', 'イボ'],
        ko: ['사마귀', '티눈'],
      },
    },
    {
      // NHS cold sores (herpes labialis): self-care; GP if not healing after 10 days, in a baby or if immunosuppressed.
      id: 'cold_sore',
      label: 'cold sore',
      terms: {
        en: ['cold sores?', 'fever blisters?', 'herpes (?:\\w+ )?(?:on|around) (?:my |the |his |her )?(?:lip|mouth)', 'lip herpes'],
        is: ['frunsa', 'frunsu', 'frunsur'],
        pl: ['opryszczk\\w*', 'zimno na ustach', 'febra na ustach'],
        es: ['calentura en el labio', 'herpes (?:labial|en el labio|en la boca)', 'pupa en el labio'],
        fr: ['bouton de fièvre', 'herpès labial', 'herpès (?:sur|à) la lèvre'],
        de: ['lippenherpes', 'fieberbläschen', 'herpes (?:an|auf) der lippe'],
        pt: ['herpes labial', 'herpes (?:no|na) (?:lábio|boca)'],
        it: ['herpes labiale', 'febbre sul labbro', 'herpes (?:sul|al) labbro'],
        ru: ['герпес (?:\\w+ )?(?:на губе|на губах)', 'простуда на губе', 'лихорадка на губе'],
        tr: ['uçuk\\w*'],
        ar: ['هربس (?:\\w+ )?(?:الشفة|شفتي|على الشفة)', 'حبة برد', 'حبوب البرد', 'قرحة البرد'],
        hi: ['होंठ पर (?:\\w+ )?(?:छाला|फफोला|दाना)', 'honth par (?:\\w+ )?(?:chhala|phaphola|dana)'],
        zh: ['唇疱疹', '嘴唇(?:上)?(?:起了|长了)?(?:\\S{0,2})?疱疹', '口唇疱疹'],
        ja: ['口唇ヘルペス', '唇(?:に|の)ヘルペス'],
        ko: ['입술 포진', '입술에 (?:\\w+ )?포진', '입술 헤르페스'],
      },
    },
    {
      // NHS leg cramps: sudden painful tightening of the calf, often at night; self-care (stretching).
      id: 'leg_cramps',
      label: 'leg cramps',
      terms: {
        en: ['cramps? (?:\\w+ ){0,3}(?:calf|calves|leg|legs|foot|feet|thigh)', '(?:calf|leg|foot) cramps?', 'charley horse', 'night cramps?'],
        is: ['sinadrátt\\w*', 'krampa\\w* (?:\\w+ ){0,2}(?:kálfa|fót|læri)'],
        pl: ['(?:skurcz|kurcz)\\w* (?:\\w+ ){0,2}(?:łydk\\w*|nóg|nogi|nodze|stopy)'],
        es: ['calambres? (?:\\w+ ){0,3}(?:pierna|piernas|gemelos?|pantorrilla|pie)'],
        fr: ['crampes? (?:\\w+ ){0,3}(?:mollets?|jambes?|pieds?)'],
        de: ['wadenkrampf\\w*', 'wadenkrämpfe', '(?:krampf|krämpfe) (?:\\w+ ){0,3}(?:wade|waden|bein|beinen|fuß)'],
        pt: ['c(?:â|ã)imbras? (?:\\w+ ){0,3}(?:perna|pernas|panturrilha|batata da perna|pé)'],
        it: ['crampi? (?:\\w+ ){0,3}(?:polpacci?o?|gamb[ae]|piedi?)'],
        ru: ['судорог\\w* (?:\\w+ ){0,3}(?:ног\\w*|икр\\w*|стоп\\w*)', 'сводит (?:\\w+ ){0,2}(?:ног\\w*|икр\\w*)'],
        tr: ['(?:bacak|baldır|ayak)\\w* (?:\\w+ )?kramp\\w*', 'kramp (?:\\w+ ){0,2}(?:bacak|baldır)\\w*'],
        ar: ['(?:تشنج|شد) (?:\\w+ ){0,2}(?:الرجل|الساق|رجلي|ساقي|السمانة|بطة الرجل)'],
        hi: ['(?:पैर|पिंडली|टांग) (?:\\w+ ){0,2}(?:में )?(?:ऐंठन|क्रैम्प)', 'नस चढ़', '(?:pair|pindli|taang) (?:\\w+ ){0,2}(?:mein )?(?:ainthan|cramp)', 'nas chadh'],
        zh: ['(?:腿|小腿|脚)(?:\\S{0,3})?抽筋', '抽筋'],
        ja: ['(?:足|ふくらはぎ)が(?:つ|攣)', 'こむら返り'],
        ko: ['(?:다리|종아리|발)(?:에|가|이)? (?:\\w+ )?쥐가 (?:나|났)', '쥐가 (?:나|났)'],
      },
    },
    {
      // NHS earwax build-up: self-care (olive oil drops); GP if not better after 5 days.
      id: 'earwax',
      label: 'earwax build-up',
      terms: {
        en: ['ear ?wax', 'wax (?:\\w+ ){0,3}ears?', 'ears? (?:\\w+ ){0,3}wax'],
        is: ['eyrnamerg\\w*', 'merg\\w* í eyr\\w*'],
        pl: ['wosk\\w* (?:\\w+ ){0,2}uch\\w*', 'woskowin\\w*', 'czop\\w* woskow\\w*'],
        es: ['cera & (?:oído|oídos|oreja)', 'tapón de cera'],
        fr: ['cérumen', 'cire (?:\\w+ ){0,2}oreille'],
        de: ['ohrenschmalz', 'ohrschmalz', 'schmalzpfropf'],
        pt: ['cera & (?:ouvido|ouvidos|orelha)', 'cerume', 'rolha de cera'],
        it: ['cerume', 'tappo di cerume'],
        ru: ['серн\\w* пробк\\w*', 'сер\\w* (?:\\w+ ){0,2}(?:в ухе|в ушах)'],
        tr: ['kulak kiri', 'kulağımda kir', 'kulak tıkacı'],
        ar: ['شمع (?:في )?(?:الأذن|أذني|الاذن|اذني)', 'صملاخ', 'وسخ (?:الأذن|أذني|الاذن|اذني)'],
        hi: ['कान (?:का|में) (?:\\w+ )?(?:मैल|वैक्स)', 'kaan (?:ka|mein|me) (?:\\w+ )?(?:mail|mael|wax|maila)'],
        zh: ['耳屎', '耳垢', '耵聍'],
        ja: ['耳垢', '耳あか', '耳アカ'],
        ko: ['귀지'],
      },
    },
    {
      // Delayed-onset muscle soreness after exercise (NHS: self-care, rest and simple painkillers).
      id: 'muscle_soreness',
      label: 'muscle soreness after exercise',
      terms: {
        en: ['sore muscles (?:\\w+ ){0,3}(?:gym|workout|training|exercise|run)', 'muscles (?:\\w+ ){0,2}(?:sore|aching|ache) (?:\\w+ ){0,3}(?:gym|workout|training|exercise|run)', 'doms$'],
        is: ['harðsperr\\w*'],
        pl: ['zakwasy', 'zakwasów', '(?:bolą|obolałe) (?:\\w+ )?mięśnie (?:\\w+ ){0,2}po (?:siłowni|treningu)'],
        es: ['agujetas', 'dolor muscular (?:\\w+ ){0,2}(?:gimnasio|entrenar|entrenamiento)'],
        fr: ['courbatures?'],
        de: ['muskelkater'],
        pt: ['dor muscular (?:\\w+ ){0,2}(?:treino|academia)', 'dores musculares (?:\\w+ ){0,2}(?:treino|academia)'],
        it: ['indolenzimento muscolare', 'dolori muscolari (?:\\w+ ){0,2}(?:palestra|allenamento)'],
        ru: ['крепатур\\w*', 'мышцы (?:\\w+ )?болят (?:\\w+ )?после (?:тренировки|спортзала|зала)'],
        tr: ['kas ağrı\\w* (?:\\w+ ){0,2}(?:antrenman|spor)\\w*', '(?:antrenmandan|spordan) sonra (?:\\w+ ){0,2}kas'],
        ar: ['(?:ألم|الم|وجع) (?:في )?العضلات (?:\\w+ )?بعد (?:التمرين|الجيم|الرياضة|النادي)'],
        hi: ['(?:gym|exercise|kasrat) ke baad (?:\\w+ ){0,2}(?:muscles?|maaspeshiyon)', 'मांसपेशियों में दर्द (?:\\w+ )?(?:कसरत|व्यायाम|जिम)'],
        zh: ['(?:健身|运动|锻炼|训练)(?:完|后|之后)(?:\\S{0,3})?肌肉酸痛', '肌肉酸痛'],
        ja: ['筋肉痛'],
        ko: ['근육통', '알이 배'],
      },
    },
    {
      // Cannot swallow saliva: complete oesophageal obstruction by a food bolus (ESGE 2016) or airway swelling
      // such as epiglottitis or quinsy (NICE CKS sore throat) — an emergency.
      id: 'cant_swallow_saliva',
      label: 'cannot swallow saliva',
      terms: {
        en: ["can(?:'t|not) (?:even )?swallow (?:my |his |her |their )?(?:own )?(?:spit|saliva)", 'spitting out (?:my |his |her )?(?:own )?saliva'],
        is: ['get(?:ur)? ekki (?:einu sinni )?kyngt munnvatn\\w*'],
        pl: ['nie (?:mogę|może) (?:nawet )?przełknąć (?:własnej )?śliny'],
        es: ['no (?:puedo|puede) (?:ni )?tragar (?:ni )?(?:la |mi |su )?(?:propia )?saliva'],
        fr: ["(?:ne peux|ne peut|n'arrive) (?:\\w+ )?(?:pas|plus) (?:même )?(?:à )?avaler (?:ma |sa )?salive"],
        de: ['kann (?:nicht mal|nicht einmal|nicht|keinen) (?:\\w+ )?(?:speichel|spucke) (?:\\w+ )?(?:schlucken|runterschlucken)'],
        pt: ['não (?:consigo|consegue) (?:nem )?engolir (?:nem )?(?:a |minha |sua )?(?:própria )?saliva'],
        it: ['non riesc[oe] (?:nemmeno |neanche |neppure )?a (?:deglutire|ingoiare) (?:la )?saliva'],
        ru: ['не (?:могу|может) (?:даже )?проглотить слюн\\w*'],
        tr: ['tükürüğümü (?:bile )?yutamıyorum', 'tükürüğünü (?:bile )?yutamıyor'],
        ar: ['(?:ما|لا) (?:أقدر|اقدر|يقدر|أستطيع) (?:\\w+ )?(?:أبلع|ابلع|يبلع) (?:\\w+ )?(?:ريقي|ريقه|اللعاب)'],
        hi: ['थूक (?:भी )?(?:नहीं )?निगल (?:नहीं )?(?:पा|सक)', '(?:thook|thuk) (?:bhi )?(?:nahi )?nigal (?:nahi )?(?:pa|sak)'],
        zh: ['(?:口水|唾液)(?:都|也)?咽不下'],
        ja: ['唾(?:液)?(?:も|すら)?飲み込めな'],
        ko: ['침(?:도|조차)? (?:못 삼키|삼킬 수 없|안 넘어가)'],
      },
    },
    {
      // NHS chickenpox: self-care; urgent advice when pregnant, a newborn or immunosuppressed.
      id: 'chickenpox',
      label: 'chickenpox',
      terms: {
        en: ['chicken ?pox', 'varicella'],
        is: ['hlaupaból\\w*'],
        pl: ['osp\\w* wietrzn\\w*', 'ospę', 'ospa$'],
        es: ['varicela'],
        fr: ['varicelle'],
        de: ['windpocken', 'varizellen'],
        pt: ['catapora', 'varicela'],
        it: ['varicella'],
        ru: ['ветрянк\\w*', 'ветрян\\w* осп\\w*'],
        tr: ['su çiçeği', 'suçiçeği'],
        ar: ['جدري الماء', 'الجديري المائي', 'جديري', 'عنقز', 'العنقز'],
        hi: ['चिकनपॉक्स', 'छोटी माता', 'chickenpox', 'choti mata', 'chhoti mata'],
        zh: ['水痘'],
        ja: ['水ぼうそう', '水疱瘡', '水痘'],
        ko: ['수두'],
      },
    },
  ],
  implies: { muscle_soreness: ['strain'] },
  notSymptoms: ['spreading', 'boil_large', 'faint_trigger', 'full_recovery', 'non_healing'],
  additions: {
    // NICE NG12 1.15: unexplained weight loss in lay words (stones, kilos, clothes hanging off).
    weight_loss: {
      en: [
        'lost (?:about |around |nearly |almost |over |roughly |at least )?(?:a |half a |\\w+ )?stones?',
        'lost \\d+ ?(?:kg|kgs|kilos?|lbs?|pounds)',
        'clothes (?:\\w+ ){0,3}(?:loose|baggy|hanging off|falling off|too big)',
        '(?:trousers|jeans|belt|rings?) (?:\\w+ ){0,3}(?:loose|falling down|too big)',
        'dropped (?:\\w+ ){0,2}(?:dress|clothes|jeans|trouser) sizes?',
        'weight (?:\\w+ ){0,2}(?:falling off|dropped|dropping|going down)',
      ],
      is: ['misst (?:\\w+ ){0,2}(?:kíló|kg)', 'lést um', 'hef lést', 'föt\\w* (?:\\w+ ){0,2}(?:of víð|laus|of stór)'],
      pl: ['schud\\w*', 'straci\\w* (?:\\w+ ){0,2}(?:kilo|kg|na wadze)', 'spad\\w* (?:\\w+ )?(?:wag\\w*|kilo)', 'ubrani\\w* (?:\\w+ ){0,2}(?:luźn|za duż|wiszą)', 'chudn\\w*'],
      es: ['(?:perdido|bajado|adelgazado) (?:\\w+ ){0,2}(?:kilos|kg)', 'adelgaz\\w* sin', 'la ropa (?:\\w+ ){0,2}(?:queda grande|floja|suelta)'],
      fr: ['perdu (?:\\w+ ){0,2}(?:kilos|kg)', 'maigri\\w*', 'vêtements (?:\\w+ ){0,2}(?:trop grands|flottent|larges)', 'amaigrissement'],
      de: ['(?:kilo|kg) (?:\\w+ ){0,2}(?:abgenommen|verloren|weniger)', 'kleidung (?:\\w+ ){0,2}(?:zu weit|schlabbert|zu groß)', 'gewichtsverlust', 'gewichtsabnahme'],
      pt: ['perdi (?:\\w+ ){0,2}(?:quilos|kg)', 'emagreci\\w*', 'emagrecimento', 'roupas? (?:\\w+ ){0,2}(?:largas?|folgadas?)', 'perda de peso'],
      it: ['perso (?:\\w+ ){0,2}(?:chili|kg)', 'dimagri\\w*', 'dimagrimento', 'vestiti (?:\\w+ ){0,2}(?:larghi|grandi)', 'calo di peso', 'perdita di peso'],
      ru: ['похуд\\w*', '(?:сбросил|потерял)\\w* (?:\\w+ ){0,2}(?:кг|кило\\w*)', 'одежда (?:\\w+ ){0,2}(?:велика|висит|болтается)', 'потеря веса', 'вес (?:\\w+ )?(?:падает|уходит|снизился)'],
      tr: ['kilo (?:\\w+ ){0,2}(?:verdim|kaybett\\w*|verdi|kaybı)', 'zayıfla\\w*', 'kıyafetler\\w* (?:\\w+ ){0,2}bol', 'kilo kayb\\w*'],
      ar: ['نقص وزني', 'نزل (?:من )?وزني', 'خسيت', 'نحفت', 'فقدت (?:\\w+ ){0,2}(?:كيلو|كغ|وزن)', 'وزني (?:\\w+ )?(?:نزل|ينزل|نقص)', 'ملابسي (?:\\w+ ){0,2}(?:واسعة|وسعت)', 'فقدان (?:في )?الوزن'],
      hi: ['(?:वजन|वज़न) (?:\\w+ ){0,2}(?:घट|गिर)', 'दुबला', '(?:wajan|vajan|vazan|wazan|weight) (?:\\w+ ){0,2}(?:ghat|gir)', 'kilo (?:\\w+ ){0,2}kam', 'kapde (?:\\w+ ){0,2}(?:dheele|dhile)'],
      zh: ['体重(?:掉|减|少|降)', '掉了(?:\\S{0,3})(?:公斤|斤)', '瘦了(?:\\S{0,3})(?:公斤|斤)', '消瘦', '衣服(?:都)?(?:变)?(?:松|大)了'],
      ja: ['体重が(?:\\S{0,3})(?:減|落ち)', '(?:キロ|kg)(?:も)?(?:痩せ|減)', '服が(?:ゆるく|ぶかぶか|大きく)', '体重減少'],
      ko: ['(?:킬로|kg|키로)(?:가|나|이)? (?:\\w+ )?(?:빠졌|줄었)', '살이 (?:\\w+ ){1,2}빠', '체중 감소', '옷이 (?:\\w+ )?(?:헐렁|커졌)'],
    },
    // Tiredness in the words patients use (NICE CKS tiredness/fatigue in adults).
    fatigue: {
      en: ['knackered', 'shattered', 'worn out', 'wiped out', 'no energy'],
      is: ['uppgefin\\w*', 'úrvinda', 'þróttlaus\\w*'],
      pl: ['zmęczon\\w*', 'wykończon\\w*', 'bez sił', 'nie mam siły'],
      es: ['cansad[ao]', 'agotad[ao]', 'sin energía', 'fatiga', 'cansancio'],
      fr: ['fatigué\\w*', 'épuisé\\w*', 'crevé\\w*', 'fatigue', 'sans énergie'],
      de: ['müde', 'erschöpft', 'schlapp', 'abgeschlagen', 'keine energie', 'müdigkeit'],
      pt: ['cansad[ao]', 'exaust[ao]', 'sem energia', 'fadiga', 'cansaço'],
      it: ['stanc[ao]', 'stanchezza', 'spossat[ao]', 'sfinit[ao]', 'senza energie', 'spossatezza'],
      ru: ['устал\\w*', 'усталост\\w*', 'слабост\\w*', 'нет сил', 'утомля\\w*', 'разбит\\w*'],
      tr: ['yorgun\\w*', 'halsiz\\w*', 'bitkin\\w*', 'enerjim yok', 'yorgunluk'],
      ar: ['إرهاق', 'ارهاق', 'مرهق\\w*', 'خمول', 'ما عندي طاقة', 'تعب عام', 'تعبان طول الوقت', 'تعبانة طول الوقت'],
      hi: ['थकान', 'थका', 'थकी', 'कमजोरी', 'कमज़ोरी', 'thakan', 'thakaan', 'thaka', 'thaki', 'kamzori'],
      zh: ['很累', '好累', '太累', '累死', '疲劳', '疲倦', '乏力', '没精神', '没力气', '没劲'],
      ja: ['疲れ', 'だるい', '倦怠感', '疲労', 'しんどい'],
      ko: ['피곤', '피로', '기운이 없', '무기력', '지쳐'],
    },
    // NICE NG12 1.2.1 (oesophageal cancer): dysphagia — food sticking on the way down.
    dysphagia: {
      en: [
        'food (?:\\w+ ){0,3}(?:sticks?|sticking|stuck|catches|catching|goes down slowly|won.t go down)',
        '(?:sticks?|stuck|sticking) (?:\\w+ ){0,3}(?:on the way down|halfway down|in my (?:gullet|oesophagus|esophagus))',
        '(?:trouble|problems?|struggling) (?:\\w+ )?swallow',
        '(?:meat|steak|chicken|bread|fish|food|piece of \\w+) (?:\\w+ ){0,3}(?:stuck|lodged) (?:\\w+ ){0,2}(?:chest|gullet|oesophagus|esophagus)',
      ],
      is: ['mat\\w* (?:\\w+ ){0,3}(?:festist|stendur í mér|situr fast)', 'kyngingarörðug\\w*'],
      pl: ['jedzeni\\w* (?:\\w+ ){0,3}(?:staje|utyka|zatrzymuje|blokuje)', 'staje mi w (?:gardle|przełyku)', 'problem\\w* z przełykaniem', '(?:ciężko|trudno) (?:mi )?przełkn\\w*'],
      es: ['dificultad (?:para|al) tragar', 'me cuesta tragar', 'la comida (?:\\w+ ){0,3}(?:se queda|atascada|se atasca|se pega|no baja)', 'se me atasca (?:\\w+ )?comida', 'disfagia'],
      fr: ['difficulté\\w* à avaler', "du mal à avaler", 'nourriture (?:\\w+ ){0,3}(?:bloque|coince|reste|passe mal)', 'aliments (?:\\w+ ){0,3}(?:bloquent|coincent|passent mal)', 'dysphagie'],
      de: ['schluckbeschwerden', 'schwierigkeiten (?:beim|zu) schlucken', 'probleme beim schlucken', 'essen (?:\\w+ ){0,3}(?:bleibt stecken|steckt|rutscht nicht)', 'bleibt (?:\\w+ ){0,3}(?:im hals|in der speiseröhre) stecken', 'dysphagie'],
      pt: ['dificuldade (?:para|em|de) engolir', 'custa(?:-me)? engolir', 'comida (?:\\w+ ){0,3}(?:fica presa|entala|para|não desce)', 'disfagia'],
      it: ['difficoltà (?:a|nel) (?:deglutire|ingoiare)', 'fatica a (?:deglutire|mandare giù|ingoiare)', 'cibo (?:\\w+ ){0,3}(?:si ferma|resta bloccato|si blocca|non scende)', 'disfagia'],
      ru: ['(?:трудно|тяжело|больно) глотать', 'затрудн\\w* глотани\\w*', 'еда (?:\\w+ ){0,3}(?:застревает|не проходит|встаёт|встает)', 'застревает (?:\\w+ ){0,3}(?:в горле|в пищеводе)', 'дисфаги\\w*'],
      tr: ['yutkunma(?:kta)? (?:güçlüğü|zorluğu)', 'yutmakta zorlan\\w*', 'yutkunurken (?:\\w+ ){0,3}takıl\\w*', 'yemek (?:\\w+ ){0,3}(?:takılıyor|takılı|kalıyor|geçmiyor)', 'boğazımda takıl\\w*'],
      ar: ['صعوبة (?:في )?(?:البلع|بلع)', 'صعب (?:علي )?البلع', 'الأكل (?:\\w+ ){0,3}(?:يعلق|يقف|واقف|ما ينزل)', 'يعلق (?:\\w+ ){0,2}(?:بالحلق|في الحلق|بالمريء|في المريء|بالزور)', 'عسر البلع'],
      hi: ['निगलने में (?:\\w+ )?(?:दिक्कत|परेशानी|तकलीफ|मुश्किल)', 'खाना (?:\\w+ ){0,3}(?:अटक|फंस|फँस)', 'nigalne (?:mein|me) (?:\\w+ )?(?:dikkat|pareshani|takleef|mushkil)', 'khana (?:\\w+ ){0,3}(?:atak|phans|fans)'],
      zh: ['吞咽困难', '咽不下', '(?:吃东西|吃饭)(?:的时候)?(?:\\S{0,3})?(?:卡|噎|堵)', '(?:食物|饭)(?:\\S{0,2})(?:卡|堵)在', '噎住'],
      ja: ['飲み込みにく', '飲み込めな', '食べ物が(?:\\S{0,4})?(?:つかえ|詰ま|引っかか)', '嚥下困難', 'つかえ感'],
      ko: ['삼키기(?:가|가 너무)? (?:\\w+ )?(?:힘들|어렵|어려)', '음식이 (?:\\w+ ){0,2}(?:걸려|걸리|안 내려)', '연하곤란'],
    },
    // NHS / NICE CKS: red, hot, spreading skin (cellulitis) in the languages the lexicon lacked.
    skin_red_hot: {
      is: ['roði (?:\\w+ ){0,2}(?:og )?hit(?:i|a)$', 'heit\\w* og rauð\\w*'],
      es: ['(?:roj[ao]|enrojecid[ao]) (?:\\w+ ){0,3}caliente', 'caliente (?:\\w+ ){0,2}(?:y )?(?:roj[ao]|enrojecid[ao])', 'enrojecimiento (?:\\w+ ){0,3}(?:se extiende|caliente|crece)', 'calor al tacto', 'erisipela'],
      fr: ['roug\\w* (?:\\w+ ){0,3}chaud\\w*', 'chaud\\w* (?:\\w+ ){0,2}(?:et )?roug\\w*', "rougeur (?:\\w+ ){0,3}(?:s'étend|chaude|gagne)", 'chaud au toucher', 'érysipèle'],
      de: ['rot\\w* (?:\\w+ ){0,3}(?:heiß|überwärmt)', '(?:heiß|überwärmt)\\w* (?:\\w+ ){0,2}(?:und )?rot', 'rötung (?:\\w+ ){0,3}(?:breitet|größer|heiß|warm)', 'wundrose', 'erysipel'],
      pt: ['(?:vermelh|avermelhad)[ao] (?:\\w+ ){0,3}quente', 'quente (?:\\w+ ){0,2}(?:e )?vermelh[ao]', 'vermelhidão (?:\\w+ ){0,3}(?:espalhando|quente|aumentando)', 'erisipela'],
      it: ['ross[ao] (?:\\w+ ){0,3}cald[ao]', 'cald[ao] (?:\\w+ ){0,2}(?:e )?ross[ao]', 'rossore (?:\\w+ ){0,3}(?:si allarga|caldo|si estende)', 'erisipela'],
      ru: ['красн\\w* (?:\\w+ ){0,3}(?:горяч\\w*)', 'горяч\\w* (?:\\w+ ){0,2}(?:и )?красн\\w*', 'покраснени\\w* (?:\\w+ ){0,3}(?:распр\\w*|увеличива\\w*|горяч\\w*)', 'рожистое', 'рожа$'],
      tr: ['kırmızı (?:\\w+ ){0,3}sıcak', 'sıcak (?:\\w+ ){0,2}(?:ve )?kızar\\w*', 'kızarıklık (?:\\w+ ){0,3}(?:yayılıyor|sıcak|büyüyor)'],
      ar: ['(?:احمرار|أحمر|حمراء|حمرا) (?:\\w+ ){0,3}(?:ساخن|سخن|حار|حارة|ساخنة)', 'التهاب النسيج الخلوي', 'الحمرة تنتشر'],
      hi: ['लाल (?:\\w+ ){0,3}(?:गर्म|गरम)', '(?:गर्म|गरम) (?:\\w+ ){0,2}(?:और )?लाल', 'laal (?:\\w+ ){0,3}(?:garam|garm)', '(?:garam|garm) (?:\\w+ ){0,2}(?:aur )?laal'],
      zh: ['(?:发红|红肿|又红)(?:\\S{0,2})(?:发烫|发热|又烫|又热)', '(?:发红|红)(?:\\S{0,3})(?:扩散|蔓延)', '蜂窝组织炎', '蜂窝织炎'],
      ja: ['赤く(?:\\S{0,3})(?:熱|腫れて熱)', '赤み(?:が)?(?:広が|熱)', '熱を持', '蜂窩織炎', '蜂巣炎'],
      ko: ['(?:빨갛고|붉고) (?:\\w+ )?(?:뜨거|열감|열이)', '(?:발적|빨간 부분|붉은 부분)(?:이)? (?:\\w+ )?(?:번지|퍼지|커지)', '봉와직염', '봉소염'],
    },
    // Mouth ulcers in the languages the lexicon lacked (NHS mouth ulcers: self-care; GP after 3 weeks).
    mouth_ulcer: {
      en: ['ulcers? & (?:gum|gums|lip|inside (?:of )?my cheek|tongue)', 'sores? (?:\\w+ ){0,2}(?:in|inside) (?:my |his |her |the )?mouth'],
      es: ['(?:llaga|llaguita|úlcera|afta)s? & boca', 'aftas?', 'úlcera bucal'],
      fr: ['aphtes?', 'ulcères? & bouche'],
      de: ['aphthen?', 'mundgeschwür\\w*', '(?:geschwür|bläschen|wunde) & mund'],
      pt: ['aftas?', '(?:ferida|feridinha|úlcera)s? & boca'],
      it: ['afte', 'afta', '(?:ulcer\\w*|ferit\\w*|piaghett\\w*) & bocca'],
      ru: ['афт\\w*', '(?:язв\\w*|болячк\\w*|ранк\\w*) & (?:во рту|на языке|на щеке|на десне|на губе)', 'стоматит\\w*'],
      tr: ['aft$', 'aftı', 'aftım', 'afta', 'ağız yaras\\w*', 'ağzımda (?:\\w+ )?yara'],
      ar: ['(?:قرحة|قرح|تقرحات|حبة|بثور) & (?:الفم|فمي|بالفم|ثمي|اللسان|لساني)'],
      hi: ['(?:मुंह|मुँह) (?:में|के अंदर) (?:\\w+ )?छाले', '(?:muh|munh|mooh) (?:mein|me|main|ke andar) (?:\\w+ )?chhale'],
      zh: ['口腔溃疡', '口疮', '口腔(?:里)?(?:长了)?(?:个)?溃疡', '嘴(?:里|巴|唇)?(?:里)?(?:长了|起了|有)?(?:个|一个)?溃疡', '舌头(?:上)?(?:长了)?(?:个)?溃疡'],
      ja: ['口内炎', 'アフタ'],
      ko: ['구내염', '입(?:안|속|안에)? (?:\\w+ )?(?:헐었|헌 데|궤양)', '입병'],
    },
    // Common cold in everyday words (NHS common cold: self-care).
    runny_nose: {
      en: ['bunged up', 'sniffles', 'sniffly', 'snotty', '(?:got|caught|have|has|had|with) (?:a |the )(?:stinking |streaming |bad |heavy |head |horrible |nasty |little )?cold(?! sores?| hands| feet| sweats?| water| weather| compress)$', 'streaming nose'],
      is: ['kvefað\\w*', 'kvefuð', 'með kvef', 'nefstífl\\w*', 'hor í nefi'],
      pl: ['przeziębion\\w*', 'przeziębił\\w*', 'smarka\\w*', 'cieknie (?:mi )?z nosa', 'nos (?:\\w+ )?zatkany'],
      es: ['catarro', 'constipad[ao]', 'resfriad[ao]', 'me moquea', 'me gotea la nariz'],
      fr: ['enrhumé\\w*', 'je me mouche', 'nez (?:\\w+ )?(?:bouché|qui coule)'],
      de: ['erkältet', 'verschnupft', 'nase läuft', 'nase (?:\\w+ )?zu$'],
      pt: ['resfriad[ao]', 'nariz (?:\\w+ )?(?:a pingar|pingando|escorrendo|entupido)', 'gripad[ao]'],
      it: ['raffreddat[ao]', 'moccio', 'naso (?:\\w+ )?(?:chiuso|tappato|che cola)'],
      ru: ['простыл\\w*', 'простуд\\w*', 'сопл\\w*', 'насморк\\w*', 'орви', 'нос заложен', 'теч[её]т из носа'],
      tr: ['nezle\\w*', 'üşüttüm', 'üşütt\\w*', 'burnum akıyor', 'burnum tıkan\\w*', 'soğuk algınlığı'],
      ar: ['زكام', 'مزكوم\\w*', 'رشح', 'مرشح\\w*', 'نزلة برد', 'عندي برد', '(?:خشمي|أنفي|انفي) (?:\\w+ )?(?:مسدود|يسيل|سايل)'],
      hi: ['जुकाम', 'ज़ुकाम', 'नाक बह', 'नाक बंद', 'zukam', 'zukaam', 'jukam', 'jukaam', 'sardi zukam', 'naak beh', 'naak band', 'nak beh'],
      zh: ['伤风', '鼻子(?:不通|堵)', '流清鼻涕'],
      ja: ['かぜ', '鼻かぜ', '鼻風邪', '鼻が詰ま'],
      ko: ['코감기', '코가 막혀', '콧물이 (?:\\w+ )?(?:나|흘러)'],
    },
    // Relief by ibuprofen and other brand names (NHS pharmacy first).
    relieved: {
      pl: [
        '(?:ibuprofen|nurofen|ketonal|no-?spa|pyralgin\\w*|apap|ibuprom)\\w* (?:mi |zawsze |zwykle |trochę |bardzo )?(?:pomaga|pomógł|pomogł\\w*|działa)',
      ],
      es: ['(?:ibuprofeno|paracetamol|nolotil|gelocatil|almax|la pastilla) (?:me |siempre |normalmente )?(?:ayuda|alivia|funciona|quita)'],
      fr: ['(?:ibuprofène|doliprane|paracétamol|spasfon|gaviscon|dafalgan|advil) (?:me |bien |toujours )?(?:soulage|aide|marche|suffit)'],
      de: ['(?:ibuprofen|paracetamol|buscopan|aspirin) (?:hilft|wirkt|lindert)'],
      pt: ['(?:ibuprofeno|paracetamol|dipirona|buscopan|o remédio) (?:me |sempre )?(?:ajuda|alivia|resolve|funciona)'],
      it: ['(?:ibuprofene|moment|oki|tachipirina|brufen|antidolorifico) (?:mi |sempre )?(?:aiuta|funziona|fa passare)'],
    },
    // Minor injuries in everyday words (NHS sprains and strains; finger injuries).
    injury: {
      en: ['jammed', 'stubbed', 'went over on (?:my )?ankle', 'turned (?:my )?ankle', 'sprained', 'banged (?:my )?(?:\\w+ )?(?:finger|toe|knee|elbow|shin|hand|foot)', 'trapped (?:my )?finger', '(?:caught|shut|slammed|trapped) (?:my |his |her )?(?:finger|thumb|hand|fingers) in'],
      is: ['misteig', 'misstig\\w*', 'snéri (?:\\w+ )?(?:ökkla|ökklann|ökklanum|fótinn)', 'tognaði', 'klemmdi', 'rak (?:\\w+ )?(?:putta|puttann|fingur|tána|tá)'],
      pl: ['skręci\\w*', 'zwichnię\\w*', 'zwichnął', 'nadwyręż\\w*', 'stłuk\\w*', 'przytrzasn\\w*', 'podwinęła (?:mi )?się (?:\\w+ )?(?:noga|kostka|stopa)'],
      es: ['(?:me )?torcí', 'se torció', 'esguince', 'me doblé el tobillo', 'me golpeé', 'me pillé (?:el|un) dedo', 'machuqué'],
      fr: ['entorse', 'tordu (?:la |le )?(?:cheville|poignet|pied|doigt)', 'foulé', 'foulure', 'cogné', 'coincé (?:le |un )?doigt'],
      de: ['umgeknickt', 'verstaucht', 'verstauchung', 'gestoßen', 'eingeklemmt', 'verdreht', 'prellung'],
      pt: ['torci', 'torceu', 'entorse', 'bati (?:\\w+ )?(?:o dedo|o pé|a mão|o joelho|o cotovelo)', 'prensei', 'machuquei', 'luxei'],
      it: ['distorsione', 'preso una storta', 'storto (?:la |il )?(?:caviglia|polso|piede)', 'slogat\\w*', 'sbattuto', 'schiacciato (?:il |un )?dito'],
      ru: ['подвернул\\w*', 'растяжени\\w*', 'вывих\\w*', 'ударил\\w*', 'прищемил\\w*', 'потянул\\w*'],
      tr: ['burkul\\w*', 'burktum', 'incindi', 'çarptım', 'sıkıştırdım', 'vurdum', 'bileğimi çevirdim'],
      ar: ['التواء', 'لويت', 'انلوى', 'انلوت', 'التوى', 'التوت', 'انفكش', 'فكش', 'خبطت', 'ضربت (?:\\w+ )?(?:إصبعي|اصبعي|رجلي|يدي|ركبتي)'],
      hi: ['मोच', 'मुड़ (?:गया|गई)', 'चोट लग', 'moch', 'mud (?:gaya|gayi)', 'chot lag', 'lachak'],
      zh: ['扭了', '崴了', '崴脚', '扭到', '撞到', '夹到', '挫伤', '戳到'],
      ja: ['捻挫', 'くじい', '挫い', 'ぶつけ', '突き指', '挟ん'],
      ko: ['접질렸', '접질려', '염좌', '부딪', '찧었', '삐끗'],
    },
    // Ottawa-negative injuries: can walk on it / move it fully (Ottawa ankle and foot rules; NHS).
    walks_normally: {
      en: [
        'can (?:still )?(?:bend|move|straighten) (?:it|my \\w+) (?:\\w+ )?(?:fully|fine|normally|all the way|ok)',
        'can (?:still )?(?:walk|put weight|weight bear)',
        'walking on it',
        'able to walk',
        'full (?:range of )?movement',
      ],
      is: ['get gengið', 'get stigið í', 'get hreyft'],
      pl: ['mog\\w* (?:normalnie )?(?:chodzić|stanąć|zgiąć|ruszać)', 'chodzę'],
      es: ['puedo (?:caminar|andar|apoyar|mover|doblar)', 'camino bien', 'ando bien'],
      fr: ['je peux (?:\\w+ )?(?:marcher|poser le pied|bouger|plier)', 'je marche (?:bien|normalement|sans)'],
      de: ['kann (?:normal |gut |problemlos |noch )?(?:gehen|laufen|auftreten|bewegen|beugen)', 'laufen geht'],
      pt: ['consigo (?:\\w+ )?(?:andar|caminhar|pisar|mexer|dobrar)', 'ando normal'],
      it: ['riesco a (?:\\w+ )?(?:camminare|appoggiare|muovere|piegare)', 'cammino (?:bene|normalmente)'],
      ru: ['могу (?:\\w+ )?(?:ходить|наступать|сгибать|двигать)', 'хожу нормально'],
      tr: ['yürüyebiliyorum', 'basabiliyorum', 'oynatabiliyorum', 'bükebiliyorum', 'yürüyebiliyor'],
      ar: ['(?:أقدر|اقدر|قادر) (?:\\w+ )?(?:أمشي|امشي|أحرك|احرك|أثني|اثني|أدوس|ادوس)', 'أمشي (?:عليها )?عادي', 'امشي (?:عليها )?عادي'],
      hi: ['चल (?:पा रहा|पा रही|सकता|सकती)', 'chal (?:pa raha|pa rahi|sakta|sakti)', 'hila (?:pa raha|pa rahi|sakta|sakti)'],
      zh: ['还能走', '可以走路', '能正常走', '能正常活动', '可以正常活动'],
      ja: ['歩けます', '歩ける', '動かせます', '動かせる', '曲げられ(?:る|ます)'],
      ko: ['걸을 수 있', '걸을 수는 있', '움직일 수 있', '구부릴 수 있'],
    },
    // Ottawa ankle rules: unable to take four steps → X-ray.
    limited_weight_bearing: {
      en: ["can(?:'t|not) (?:walk|take|manage) (?:more than )?(?:\\w+ )?(?:steps|step)"],
      es: ['no (?:puedo|puede) (?:caminar|andar|dar) (?:\\w+ )?(?:pasos|ni un paso)', 'no puedo apoyar'],
      fr: ['ne peux (?:\\w+ )?(?:pas|plus) (?:marcher|poser le pied|faire (?:\\w+ )?pas)'],
      de: ['kann (?:\\w+ )?nicht (?:auftreten|gehen|laufen)', 'keine (?:\\w+ )?schritte'],
      pt: ['não (?:consigo|consegue) (?:andar|pisar|dar (?:\\w+ )?passos?)'],
      it: ['non riesco (?:\\w+ )?(?:a camminare|ad appoggiare|a fare (?:\\w+ )?passi)'],
      ru: ['не могу (?:\\w+ )?(?:ходить|наступить|наступать|сделать (?:\\w+ )?шаг\\w*)'],
      tr: ['(?:yürüyemiyorum|basamıyorum|adım atamıyorum)'],
      ar: ['ما (?:أقدر|اقدر) (?:أمشي|امشي|أدوس|ادوس)', 'لا أستطيع المشي'],
      hi: ['चल नहीं (?:पा|सकता|सकती)', 'chal nahi (?:pa|sakta|sakti)'],
      zh: ['走不了路', '没法走路', '不能着地', '走不了几步'],
      ja: ['歩けません', '数歩も歩け'],
      ko: ['걸음(?:도)? (?:\\w+ )?못 걷', '못 걷겠', '걷지를 못', '걸을 수 없', '디딜 수 없'],
    },
    // NHS / NICE CKS: a question about stopping or changing a regular medicine is a GP medication review.
    prescription_request: {
      en: [
        '(?:can|could|should|may) (?:i|he|she|we) (?:\\w+ )?(?:stop|come off|reduce|cut down|change|switch|lower) (?:\\w+ ){0,3}(?:tablets?|pills?|medications?|medicines?|meds|dose|taking|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
        'if (?:i|he|she|we) (?:can|could|should) (?:\\w+ )?(?:stop|come off|reduce|change|switch) (?:\\w+ ){0,3}(?:tablets?|pills?|medications?|medicines?|meds|dose|taking|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
        'ask (?:\\w+ ){0,3}(?:about|if|whether) (?:\\w+ ){0,4}(?:tablets?|pills?|medications?|medicines?|meds|dose|taking|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure|prescription)',
        'questions? (?:\\w+ ){0,2}(?:about|on) (?:my |his |her )?(?:\\w+ ){0,2}(?:tablets?|pills?|medications?|medicines?|meds|dose)',
        '(?:talk|chat|speak|discuss|check) (?:\\w+ ){0,5}(?:about|whether|if) (?:\\w+ ){0,5}(?:tablets?|pills?|medications?|medicines?|meds|dose|taking|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
        '(?:want|wanting|like|trying|going) to (?:stop|come off|reduce|cut down|taper|wean off|change|switch) (?:taking )?(?:my |his |her |the |these )?(?:\\w+ ){0,2}(?:tablets?|pills?|medications?|medicines?|meds|dose|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
        '(?:stopped|came off|quit) (?:taking )?(?:my |his |her |the )(?:\\w+ ){0,2}(?:tablets?|pills?|medications?|medicines?|meds|dose|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
        '(?:still|really) need (?:to take |to be on )?(?:my |his |her |the |these |those )?(?:\\w+ ){0,2}(?:tablets?|pills?|medications?|medicines?|meds|dose|taking|statins?|blood thinners?|anticoagulants?|warfarin|inhalers?|antidepressants?|insulin|hrt|the pill|steroids?|antibiotics?|blood pressure)',
      ],
      is: ['(?:má|get) ég hætt\\w* (?:að taka|á)', 'hætta (?:að taka |á )(?:\\w+ )?(?:lyfinu|lyfjunum|blóðþynn\\w*|töflunum)', 'spyrja (?:\\w+ ){0,3}(?:um )?(?:lyfin|lyfið|lyfjaskammt\\w*|skammtinn)'],
      pl: ['czy mog\\w* (?:\\w+ )?(?:odstawić|przestać brać|zmniejszyć|zmienić)', 'odstawi\\w* (?:\\w+ )?(?:lek\\w*|tablet\\w*)', 'zapytać (?:\\w+ ){0,3}(?:o )?(?:lek\\w*|tabletk\\w*|dawk\\w*)'],
      es: ['(?:puedo|podría|debo) (?:\\w+ )?(?:dejar|suspender|reducir|bajar|cambiar) (?:\\w+ ){0,2}(?:pastillas?|medicación|medicamentos?|dosis|tratamiento|de tomar)', 'dejar de tomar', 'preguntar (?:\\w+ ){0,3}(?:por|sobre) (?:\\w+ ){0,2}(?:pastillas|medicación|medicamentos?|dosis)'],
      fr: ['(?:je peux|puis-je|est-ce que je peux|dois-je) (?:\\w+ )?(?:arrêter|diminuer|changer|baisser) (?:\\w+ ){0,2}(?:traitement|médicaments?|comprimés?|dose|de le prendre)', 'arrêter (?:mon traitement|mes médicaments|mes comprimés|le traitement)', 'question\\w* (?:\\w+ ){0,2}(?:sur|concernant) (?:\\w+ ){0,2}(?:traitement|médicaments?)'],
      de: ['(?:kann|darf|soll) ich (?:\\w+ ){0,3}(?:absetzen|weglassen|reduzieren)', '(?:tabletten|medikament\\w*|blutverdünner) (?:\\w+ ){0,2}absetzen', 'frage (?:\\w+ ){0,3}(?:zu|wegen) (?:\\w+ )?(?:medikament\\w*|tabletten|dosis)'],
      pt: ['(?:posso|devo|poderia) (?:\\w+ )?(?:parar|deixar|suspender|reduzir|diminuir|trocar) (?:\\w+ ){0,2}(?:de tomar|remédios?|medicação|medicamentos?|comprimidos?|dose)', 'parar de tomar', 'deixar de tomar', 'perguntar (?:\\w+ ){0,3}(?:sobre|do|da) (?:\\w+ ){0,2}(?:remédios?|medicação|medicamentos?|dose)'],
      it: ['(?:posso|devo|potrei) (?:\\w+ )?(?:smettere|sospendere|ridurre|cambiare|interrompere) (?:\\w+ ){0,2}(?:di prendere|farmac\\w*|medicin\\w*|pastigli\\w*|dose|terapia)', 'smettere di prendere', 'chiedere (?:\\w+ ){0,3}(?:farmac\\w*|medicin\\w*|terapia|pastigli\\w*|dose)'],
      ru: ['можно (?:ли )?(?:\\w+ )?(?:перестать|прекратить|отменить|бросить|снизить|уменьшить) (?:\\w+ ){0,2}(?:принимать|таблетк\\w*|лекарств\\w*|доз\\w*|препарат\\w*)', 'перестать принимать', 'спросить (?:\\w+ ){0,3}(?:про|о|об|насчёт|насчет) (?:\\w+ ){0,2}(?:таблетк\\w*|лекарств\\w*|препарат\\w*|доз\\w*)'],
      tr: ['(?:ilacı|ilacımı|ilaçlarımı|ilaçları|hapı|haplarımı) (?:\\w+ ){0,2}(?:bırakabilir|kesebilir|azaltabilir|bırakmalı|değiştirebilir)\\w*', 'ilaç\\w* (?:\\w+ ){0,3}(?:hakkında|ile ilgili) (?:\\w+ ){0,2}(?:soru|sormak)', 'kullanmayı bırak\\w*'],
      ar: ['(?:أقدر|اقدر|ممكن|هل يمكنني|يمكنني|هل أستطيع|هل يمكن) (?:أن |ان )?(?:\\w+ )?(?:أوقف|اوقف|أترك|اترك|أقلل|اقلل|أغير|اغير) (?:\\w+ ){0,2}(?:الدواء|دواء|الحبوب|حبوب|العلاج|الجرعة|دوائي|حبوبي)', '(?:وقف|إيقاف|ايقاف) الدواء', '(?:أسأل|اسأل|سؤال) (?:\\w+ ){0,3}(?:عن|بخصوص) (?:\\w+ ){0,2}(?:الدواء|أدويتي|ادويتي|دوائي|الحبوب|العلاج|الجرعة)'],
      hi: ['(?:दवा|दवाई|गोली|गोलियां) (?:\\w+ ){0,3}(?:बंद कर सकत|छोड़ सकत|कम कर सकत)', '(?:दवा|दवाई|गोली|गोलियां) (?:\\w+ ){0,3}के बारे में (?:\\w+ ){0,2}(?:पूछ|सवाल)', '(?:dawa|dawai|dava|davai|goli|goliyan) (?:\\w+ ){0,3}(?:band kar sakt|chhod sakt|chod sakt|kam kar sakt)', '(?:dawa|dawai|dava|davai|goli|goliyan) (?:\\w+ ){0,3}(?:ke baare|ke bare) (?:mein|me) (?:\\w+ ){0,2}(?:puch|poochh|sawal)'],
      zh: ['(?:能不能|可以|能|可不可以)(?:不吃|停|停掉|减|减量|换)(?:\\S{0,4})?药', '停药', '药(?:能不能|可以|能)(?:停|减量)', '咨询(?:一下)?(?:\\S{0,4})?(?:药|用药)', '用药问题'],
      ja: ['薬を(?:やめ|止め|減ら|変え)(?:ても|て)(?:いい|大丈夫)', '薬を(?:やめ|止め)たい', '(?:服薬|薬)について(?:相談|質問|聞きたい)'],
      ko: ['(?:약|혈압약|당뇨약|고지혈증약|콜레스테롤약|항응고제|와파린|수면제|우울증약|갑상선약|피임약)(?:을|를)? (?:\\w+ )?(?:끊어도|중단해도|줄여도|바꿔도|안 먹어도) (?:\\w+ )?(?:되|될|돼|괜찮)', '(?:약|혈압약|당뇨약|고지혈증약|콜레스테롤약|항응고제|와파린|수면제|우울증약|갑상선약|피임약)(?:을|를)? (?:끊고|중단하고) 싶', '약(?:에 대해|에 관해) (?:\\w+ ){0,2}(?:물어|질문|문의|상담)'],
    },
    // Loin-to-groin pain and kidney stones in lay words (NICE NG118 renal colic).
    flank: {
      en: ['(?:side|back) (?:\\w+ ){0,4}(?:into|to|towards|down to) (?:my |the )?groin', 'renal colic', 'kidney stones?'],
      is: ['nýrnastein\\w*', 'nýrnakast\\w*', 'verk\\w* (?:\\w+ ){0,3}(?:síðu|mjóbak)\\w* (?:\\w+ ){0,3}nára'],
      pl: ['kolk\\w* nerkow\\w*', 'kamic\\w* nerk\\w*', 'kamie\\w* (?:w )?nerce', 'ból\\w* (?:\\w+ ){0,3}(?:boku|lędźw\\w*) (?:\\w+ ){0,4}pachwin\\w*'],
      es: ['cólico renal', 'piedras? en el riñón', 'cálculos? renal\\w*', 'dolor\\w* (?:\\w+ ){0,3}(?:costado|riñón|lumbar) (?:\\w+ ){0,4}ingle'],
      fr: ['colique néphrétique', 'calculs? rénaux', 'calcul rénal', 'douleur\\w* (?:\\w+ ){0,3}(?:flanc|côté|rein) (?:\\w+ ){0,4}aine'],
      de: ['nierenkolik', 'nierenstein\\w*', 'flankenschmerz\\w*', 'schmerz\\w* (?:\\w+ ){0,3}(?:flanke|seite|nierengegend) (?:\\w+ ){0,4}leiste'],
      pt: ['cólica renal', 'pedras? nos? rins?', 'cálculos? rena\\w*', 'dor\\w* (?:\\w+ ){0,3}(?:lado|lombar|rim) (?:\\w+ ){0,4}virilha'],
      it: ['colica renale', 'calcol\\w* renal\\w*', 'dolor\\w* (?:\\w+ ){0,3}(?:fianco|lato|rene) (?:\\w+ ){0,4}inguine'],
      ru: ['почечн\\w* колик\\w*', 'камн\\w* в почк\\w*', 'бол\\w* (?:\\w+ ){0,3}(?:боку|пояснице|почк\\w*) (?:\\w+ ){0,4}пах\\w*'],
      tr: ['böbrek taşı', 'böbrek sancısı', 'yan\\w* (?:\\w+ ){0,3}kasığ\\w*'],
      ar: ['مغص كلوي', '(?:حصى|حصوة) (?:في )?الكل(?:ى|ية)', 'ألم (?:\\w+ ){0,3}(?:الجنب|الخاصرة) (?:\\w+ ){0,4}(?:العانة|الأربية)'],
      hi: ['(?:गुर्दे|किडनी) (?:में |की )?पथरी', '(?:gurde|kidney) (?:mein |ki )?pathri'],
      zh: ['肾结石', '肾绞痛', '输尿管结石', '(?:腰|侧腹)(?:\\S{0,4})(?:痛|疼)(?:\\S{0,4})(?:腹股沟|大腿根)'],
      ja: ['尿管結石', '腎結石', '尿路結石', '腎疝痛'],
      ko: ['요로결석', '신장결석', '옆구리(?:가|에서|가 너무)? (?:\\w+ ){0,2}(?:아파|아프|통증|찌르)'],
    },
    // "Like every month", "my usual": a known, recurring complaint (period pain, reflux) — not a new symptom.
    recurrent_known: {
      en: ['(?:like|same as|as) every month', 'every month', 'my usual', 'same as always', 'like always'],
      is: ['eins og venjulega', 'eins og alltaf', 'í hverjum mánuði', 'eins og í hverjum mánuði'],
      pl: ['jak zawsze', 'jak co miesiąc', 'co miesiąc', 'jak zwykle'],
      es: ['como siempre', 'como cada mes', 'todos los meses', 'como de costumbre'],
      fr: ["comme d'habitude", 'comme chaque mois', 'comme tous les mois', 'tous les mois'],
      de: ['wie jeden monat', 'jeden monat', 'wie immer', 'wie gewohnt'],
      pt: ['como sempre', 'todo mês', 'todos os meses', 'como de costume'],
      it: ['come sempre', 'ogni mese', 'come al solito', 'tutti i mesi', 'come ogni mese'],
      ru: ['как обычно', 'как всегда', 'каждый месяц'],
      tr: ['her ay', 'her zamanki gibi', 'her zaman olduğu gibi'],
      ar: ['(?:مثل|زي) كل شهر', 'كل شهر', '(?:مثل|زي) العادة', 'كالعادة'],
      hi: ['हर महीने', 'हमेशा की तरह', 'har mahine', 'hamesha ki tarah'],
      zh: ['跟(?:每个月|平时|以前)一样', '每个月都', '老毛病'],
      ja: ['いつもの', '毎月'],
      ko: ['매달', '매번', '평소처럼', '늘 그렇듯'],
    },
    // "During my period" in the languages where only "period pain" was listed (NHS period pain).
    period_pain: {
      ru: ['при месячных', 'во время месячных', 'в месячные'],
      it: ['durante le mestruazioni', 'quando ho il ciclo'],
      pt: ['quando estou menstruada', 'durante o período'],
      tr: ['regl (?:döneminde|olunca|olduğumda)', 'adet olunca', 'adet olduğumda'],
      ar: ['(?:وقت|مع|أثناء|اثناء) الدورة'],
      hi: ['(?:पीरियड्स?|माहवारी) के (?:समय|दौरान)', 'periods? (?:ke )?(?:time|dauran|samay)'],
      zh: ['来月经(?:的时候|时)', '经期'],
      ja: ['生理(?:中|の時|のとき)'],
      ko: ['생리(?:할 때| 때)'],
    },
    // Eczema and dry, itchy skin in the languages the lexicon lacked (NICE CKS eczema: emollients first).
    eczema: {
      es: ['eczema', 'dermatitis', 'piel (?:muy )?seca', 'piel atópica'],
      fr: ['eczéma', 'dermatite', 'peau (?:très )?sèche', 'peau atopique'],
      de: ['ekzem', 'neurodermitis', 'trockene haut', 'haut (?:\\w+ )?(?:trocken|schuppig)'],
      pt: ['eczema', 'dermatite', 'pele (?:muito )?seca', 'pele atópica'],
      it: ['eczema', 'dermatite', 'pelle (?:molto )?secca', 'pelle atopica'],
      ru: ['экзем\\w*', 'дерматит\\w*', 'сухая кожа', 'кожа (?:\\w+ )?(?:сухая|шелушится)'],
      tr: ['egzama\\w*', 'dermatit', 'cildim (?:\\w+ )?kuru', 'kuru cilt', 'cilt kuruluğu'],
      ar: ['إكزيما', 'اكزيما', 'أكزيما', 'جفاف (?:في )?الجلد', 'جلدي (?:\\w+ )?ناشف'],
      hi: ['एक्जिमा', 'रूखी त्वचा', 'त्वचा (?:\\w+ )?(?:सूखी|रूखी)', 'khushk (?:twacha|skin)', 'rukhi (?:twacha|skin)'],
      zh: ['湿疹', '皮炎', '皮肤(?:很|特别)?(?:干燥|脱皮)'],
      ja: ['湿疹', '皮膚炎', 'アトピー', '乾燥肌', '肌が(?:\\S{0,3})?(?:乾燥|カサカサ)'],
      ko: ['습진', '아토피', '피부염', '피부가 (?:\\w+ )?(?:건조|갈라)'],
    },
    // Lifting as the cause of a strain, in the languages the lexicon lacked (NHS sprains and strains).
    strain: {
      es: ['levantando (?:\\w+ )?(?:peso|cajas|algo pesado)', 'tirón muscular'],
      fr: ['en soulevant', 'claquage'],
      de: ['beim heben', 'gezerrt', 'zerrung'],
      pt: ['levantando (?:\\w+ )?peso', 'distensão muscular'],
      it: ['sollevando', 'stiramento', 'strappo muscolare'],
      ru: ['потянул\\w* (?:\\w+ )?мышц\\w*', 'растяжени\\w* мышц\\w*'],
      tr: ['ağır (?:\\w+ )?kaldır\\w*', 'kas (?:\\w+ )?(?:çekmesi|incinmesi)'],
      ar: ['شد عضلي', 'رفعت (?:\\w+ )?(?:شي ثقيل|ثقل|أغراض ثقيلة)'],
      hi: ['भारी (?:\\w+ )?उठा', 'bhari (?:\\w+ )?utha', 'मांसपेशी (?:में )?खिंचाव', 'muscle (?:\\w+ )?khinch'],
      zh: ['拉伤', '搬(?:了)?重物'],
      ja: ['重い(?:もの|物)を持', '肉離れ'],
      ko: ['무거운 (?:\\w+ )?(?:들|옮)'],
    },
    // Wind and bloating in everyday words (NHS bloating: self-care; NICE NG12: persistent bloating at 50+ → GP).
    bloating: {
      es: ['gases', 'barriga hinchada', 'tripa hinchada', 'hinchazón (?:de|en la) (?:barriga|tripa|abdomen|vientre)'],
      fr: ['ballonn\\w*', 'des gaz', 'ventre gonflé'],
      de: ['blähungen', 'blähbauch', 'aufgebläht'],
      pt: ['gases', 'barriga inchada', 'estufad[ao]', 'inchaço abdominal'],
      it: ['gonfiore (?:addominale|alla pancia)', 'pancia gonfia', 'meteorismo', 'aria nella pancia'],
      ru: ['вздути\\w*', 'пучит', 'газы', 'метеоризм'],
      tr: ['şişkinlik', 'gaz(?:ım)? (?:var|oluyor|yapıyor)', 'karnım şiş\\w*'],
      ar: ['انتفاخ (?:في )?(?:البطن|بطني)', 'غازات', 'نفخة', 'بطني منفوخ'],
      hi: ['पेट (?:\\w+ )?(?:फूल|फूला)', 'गैस (?:बन|हो)', 'अफारा', 'pet (?:\\w+ )?(?:phool|fool)', 'gas (?:ban|ho|banti)', 'afara'],
      zh: ['胀气', '肚子胀', '腹胀'],
      ja: ['お腹が張', 'おなかが張', 'ガスが(?:たま|溜ま)', '膨満感'],
      ko: ['배가 (?:\\w+ )?(?:빵빵|더부룩|부글)', '가스가 (?:차|많)', '복부팽만'],
      en: ['gassy', 'farting (?:a lot|loads)', 'passing (?:a lot of |lots of )?wind', 'trapped wind'],
      pl: ['gazy', 'wzdęty brzuch'],
      is: ['vindgang\\w*', 'loft í maga'],
    },
    // Small joints of the hands (NICE NG100: synovitis of the small joints of the hands or feet).
    joint_pain: {
      en: ['knuckles? (?:\\w+ ){0,2}(?:swollen|painful|hurt|sore|stiff)', '(?:finger|hand|wrist) joints?', 'small joints'],
      is: ['liðir (?:\\w+ ){0,2}(?:fingr|hönd)\\w*', 'fingurlið\\w*', 'smáliðir\\w*'],
      pl: ['staw\\w* (?:\\w+ ){0,2}(?:palc\\w*|dłoni|rąk|rąk)', 'drobn\\w* staw\\w*'],
      es: ['articulaciones (?:\\w+ ){0,3}(?:manos|dedos|muñecas)', 'nudillos (?:\\w+ ){0,2}(?:hinchados|duelen|rígidos)'],
      fr: ['articulations (?:\\w+ ){0,3}(?:mains|doigts|poignets)', 'petites articulations'],
      de: ['(?:finger|hand)gelenk\\w*', 'kleine\\w* gelenke', 'gelenke (?:\\w+ ){0,3}(?:hände|finger)'],
      pt: ['articulações (?:\\w+ ){0,3}(?:mãos|dedos|punhos)', 'juntas (?:\\w+ ){0,3}(?:mãos|dedos)'],
      it: ['articolazioni (?:\\w+ ){0,3}(?:mani|dita|polsi)', 'piccole articolazioni'],
      ru: ['сустав\\w* (?:\\w+ ){0,2}(?:пальц\\w*|кист\\w*|рук)', 'мелки\\w* сустав\\w*'],
      tr: ['(?:parmak|el) eklem\\w*', 'küçük eklem\\w*', 'eklem\\w* (?:\\w+ ){0,2}(?:ağrı|şiş)'],
      ar: ['(?:المفاصل|مفاصل) (?:\\w+ ){0,2}(?:الصغيرة|اليدين|اليد|الأصابع|أصابعي|ايدي)', 'ألم (?:\\w+ ){0,2}المفاصل'],
      hi: ['(?:जोड़ों|जोड़) (?:\\w+ ){0,2}(?:में )?(?:दर्द|सूजन)', '(?:jodon|jod|jodo) (?:\\w+ ){0,2}(?:mein |me )?(?:dard|sujan|soojan)'],
      zh: ['(?:手指|手|小)关节(?:\\S{0,3})(?:痛|疼|肿)', '关节(?:肿|肿痛)'],
      ja: ['(?:指|手)の関節(?:が)?(?:痛|腫)', '関節が(?:痛|腫)'],
      ko: ['(?:손가락|손) 관절(?:이)? (?:\\w+ )?(?:아파|아프|붓)', '관절(?:이)? (?:\\w+ )?(?:아파|아프|붓)'],
    },
  },
  conditions: [
    {
      id: 'testicular_lump',
      name: 'Painless testicular lump (possible testicular cancer)',
      icd10: 'N50.8',
      area: 'gu',
      base: 0.3,
      key: ['testicular_lump'],
      cues: { testicular_pain: 0.3, lump: 0.3, complaint_unspecified: -1, severe: -1, sudden_onset: -1, vomiting: -1 },
      urgency: 4,
      redFlags: ['testicular_torsion'],
      questions: ['onset', 'character', 'associated'],
      advice: 'general',
      watch: ['sudden or severe pain in the testicle, or vomiting'],
    },
    {
      id: 'unexplained_weight_loss',
      name: 'Unexplained weight loss',
      icd10: 'R63.4',
      area: 'general',
      base: 0.5,
      key: ['weight_loss'],
      cues: { fatigue: 0.3, lump: -0.6, thirst: -0.5 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'associated', 'history'],
      advice: 'general',
      watch: ['vomiting blood, black stools or difficulty swallowing'],
    },
    {
      id: 'dementia',
      name: 'Memory decline (possible dementia)',
      icd10: 'F03',
      area: 'neuro',
      base: 0.4,
      key: ['memory_loss'],
      cues: { confusion: -0.5, sudden_onset: -1, fever: -1 },
      urgency: 4,
      redFlags: ['confusion', 'stroke'],
      questions: ['onset', 'history', 'medications'],
      advice: 'general',
      watch: ['sudden confusion, drowsiness, weakness or trouble speaking'],
    },
    {
      id: 'oesophageal_dysphagia',
      name: 'Dysphagia (food sticking)',
      icd10: 'R13',
      area: 'gi',
      base: 0.3,
      key: ['dysphagia'],
      cues: { heartburn: 0.3, weight_loss: 0.4, sore_throat: -1.5, fever: -0.5 },
      urgency: 4,
      redFlags: ['anaphylaxis', 'choking'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['unable to swallow saliva or liquids, or vomiting blood'],
    },
    {
      id: 'menorrhagia',
      name: 'Heavy menstrual bleeding',
      icd10: 'N92.0',
      area: 'gu',
      base: 0.4,
      key: ['heavy_periods'],
      cues: { fatigue: 0.3, dyspnoea: 0.2, dizziness: 0.2, anaemia_pale: 0.3, period_pain: 0.2 },
      urgency: 4,
      redFlags: ['major_bleeding', 'pregnancy_emergency'],
      questions: ['onset', 'pregnancy', 'associated'],
      advice: 'general',
      watch: ['soaking a pad every hour, fainting or feeling very dizzy'],
    },
    {
      id: 'inflammatory_arthritis',
      name: 'Inflammatory arthritis (persistent synovitis)',
      icd10: 'M06.9',
      area: 'msk',
      base: 0.3,
      key: ['joint_pain', 'morning_stiffness'],
      requires: [['morning_stiffness']],
      cues: { swelling_local: 0.3, morning_stiffness: 0.6, injury: -1, skin_red_hot: -0.5 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'location', 'timing'],
      advice: 'msk',
      watch: ['a single hot swollen joint with fever'],
    },
    {
      id: 'non_healing_lesion',
      name: 'Non-healing skin lesion (possible skin cancer)',
      icd10: 'L98.9',
      area: 'skin',
      base: 0.3,
      key: ['non_healing'],
      cues: { bleeding: 0.3, mouth_ulcer: -0.2 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'character'],
      advice: 'general',
      watch: ['rapid growth, bleeding that does not stop or a new lump'],
    },
    {
      id: 'boil',
      name: 'Boil / skin abscess',
      icd10: 'L02.9',
      area: 'skin',
      base: 0.5,
      key: ['boil'],
      cues: { swelling_local: 0.2, toothache: -2, skin_red_hot: 0.2 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'location', 'fever'],
      advice: 'general',
      watch: ['spreading redness, fever, or a boil on the face'],
    },
    {
      id: 'threadworm',
      name: 'Threadworms',
      icd10: 'B80',
      area: 'gi',
      base: 0.6,
      key: ['threadworms'],
      cues: { itch: 0.3 },
      urgency: 5,
      redFlags: [],
      questions: ['associated'],
      advice: 'general',
      watch: ['tummy pain, weight loss or blood in the stool'],
    },
    {
      id: 'dandruff',
      name: 'Dandruff (seborrhoeic dermatitis of the scalp)',
      icd10: 'L21.0',
      area: 'skin',
      base: 0.6,
      key: ['dandruff'],
      cues: { itch: 0.3, rash: 0.1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset'],
      advice: 'skin_itch',
      watch: ['no improvement after a month of medicated shampoo, or hair loss'],
    },
    {
      id: 'heat_rash',
      name: 'Heat rash (miliaria)',
      icd10: 'L74.0',
      area: 'skin',
      base: 0.6,
      key: ['heat_rash'],
      cues: { rash: 0.3, itch: 0.3 },
      urgency: 5,
      redFlags: ['meningitis'],
      questions: ['onset', 'fever'],
      advice: 'skin_itch',
      watch: ['fever, a rash that does not fade under a glass, or no improvement after a few days'],
    },
    {
      id: 'hiccups',
      name: 'Hiccups',
      icd10: 'R06.6',
      area: 'gi',
      base: 0.6,
      key: ['hiccups'],
      urgency: 5,
      redFlags: [],
      questions: ['onset'],
      advice: 'general',
      watch: ['hiccups lasting more than 48 hours'],
    },
    {
      id: 'dysmenorrhoea',
      name: 'Period pain (primary dysmenorrhoea)',
      icd10: 'N94.6',
      area: 'gu',
      base: 0.5,
      key: ['period_pain'],
      cues: {
        abdominal_pain: 0.5,
        back_pain: 0.2,
        relieved: 0.3,
        recurrent_known: 0.3,
        fever: -1,
        pregnant: -2,
        vomiting: -0.5,
        fainting: -1,
      },
      urgency: 5,
      redFlags: ['pregnancy_emergency', 'severe_abdominal_pain'],
      questions: ['onset', 'pregnancy', 'relieving'],
      advice: 'general',
      watch: ['pain that painkillers do not help, fever, or bleeding between periods or after sex'],
    },
    {
      id: 'vasovagal_syncope',
      name: 'Uncomplicated (vasovagal) faint',
      icd10: 'R55',
      area: 'cardio',
      base: 0.4,
      key: ['faint_trigger'],
      requires: [['fainting'], ['full_recovery']],
      cues: { fainting: 0.5, chest_pain: -2, palpitations: -2, dyspnoea: -2, injury: -0.5 },
      urgency: 5,
      redFlags: ['syncope_cardiac'],
      questions: ['onset', 'associated', 'history'],
      advice: 'general',
      watch: ['fainting during exercise, with chest pain or palpitations, or not coming round quickly'],
    },
    {
      id: 'wart',
      name: 'Wart / verruca',
      icd10: 'B07',
      area: 'skin',
      base: 0.6,
      key: ['wart'],
      cues: { complaint_unspecified: 0.1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'location'],
      advice: 'general',
      watch: ['bleeding, change in appearance, or no improvement after 12 weeks of pharmacy treatment'],
    },
    {
      id: 'cold_sore',
      name: 'Cold sore (herpes labialis)',
      icd10: 'B00.1',
      area: 'skin',
      base: 0.6,
      key: ['cold_sore'],
      cues: { numbness: 0.2, recurrent_known: 0.3, vesicles: 0.3 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'history'],
      advice: 'general',
      watch: ['not healing after 10 days, spreading to the eye, or a weakened immune system'],
    },
    {
      id: 'leg_cramps',
      name: 'Leg cramps',
      icd10: 'R25.2',
      area: 'msk',
      base: 0.6,
      key: ['leg_cramps'],
      cues: { calf: 0.5, leg_swelling: -2, skin_red_hot: -1, vte_risk: -2 },
      urgency: 5,
      redFlags: ['pe_signs'],
      questions: ['onset', 'timing'],
      advice: 'msk',
      watch: ['a swollen, warm or red calf, or cramps lasting more than 10 minutes or causing weakness'],
    },
    {
      id: 'earwax',
      name: 'Earwax build-up',
      icd10: 'H61.2',
      area: 'ent',
      base: 0.6,
      key: ['earwax'],
      cues: { hearing_change: 0.3, ear_pain: -0.5, ear_discharge: -0.5 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['ear pain, discharge, dizziness or sudden hearing loss'],
    },
    {
      id: 'muscle_soreness',
      name: 'Muscle soreness after exercise',
      icd10: 'M79.1',
      area: 'msk',
      base: 0.6,
      key: ['muscle_soreness'],
      cues: { myalgia: 0.4, complaint_unspecified: 0.1, fever: -1, chest_pain: -1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'injury_how'],
      advice: 'msk',
      watch: ['dark urine, severe swelling or weakness after exercise'],
    },
    {
      id: 'bloating_wind',
      name: 'Bloating / wind',
      icd10: 'R14',
      area: 'gi',
      base: 0.8,
      key: ['bloating'],
      cues: { abdominal_pain: -0.5, vomiting: -1, weight_loss: -1, distension: -0.5, constipation: -0.3, food_trigger: 0.2 },
      urgency: 5,
      redFlags: ['bowel_obstruction'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['bloating most days for 3 weeks, weight loss, vomiting or not passing wind'],
    },
    {
      id: 'chickenpox',
      name: 'Chickenpox',
      icd10: 'B01.9',
      area: 'skin',
      base: 0.8,
      key: ['chickenpox'],
      cues: { itch: 0.2, rash: 0.3, vesicles: 0.5, fever: 0.2 },
      urgency: 5,
      redFlags: ['meningitis', 'sepsis'],
      questions: ['onset', 'fever', 'breathing'],
      advice: 'skin_itch',
      watch: ['difficulty breathing, chest pain, red hot painful skin around the spots, drowsiness or not drinking'],
    },
  ],
  patterns: {
    testicular_lump: 'testicular_lump',
    memory_decline: 'dementia',
    dysphagia_refer: 'oesophageal_dysphagia',
    heavy_periods: 'menorrhagia',
    inflammatory_arthritis: 'inflammatory_arthritis',
    cellulitis_spreading: 'cellulitis',
    renal_colic_settled: 'renal_colic',
    food_bolus: 'oesophageal_dysphagia',
    heavy_bleeding_unstable: 'menorrhagia',
    leg_cramps: 'leg_cramps',
  },
  ruleTexts: {
    testicular_lump:
      'Painless lump or enlargement of a testicle: GP, suspected cancer pathway (NICE NG12)',
    memory_decline:
      'Memory getting worse or getting lost over months: GP assessment for dementia (NICE NG97)',
    dysphagia_refer:
      'Food sticking or difficulty swallowing: GP, urgent endoscopy pathway (NICE NG12)',
    heavy_periods:
      'Heavy menstrual bleeding: GP assessment with a blood count for anaemia (NICE NG88)',
    inflammatory_arthritis:
      'Joint pain or swelling with morning stiffness: GP, urgent rheumatology referral for suspected synovitis (NICE NG100)',
    non_healing_lesion:
      'A sore, ulcer or spot that has not healed: GP assessment for skin cancer (NICE NG12)',
    cellulitis_spreading: 'Red, hot, spreading skin: same-day GP assessment for cellulitis (NICE CKS cellulitis)',
    boil_refer:
      'Boil that is large, lasting a week or more, recurrent, or with fever or spreading redness: GP (NHS; NICE CKS boils)',
    renal_colic_settled:
      'Loin pain with blood in the urine that has settled: same-day GP assessment (NICE NG118 renal colic)',
    hiccups_48h: 'Hiccups lasting more than 48 hours: GP (NHS)',
    threadworm_gp: 'Threadworms in a child under 2 or in pregnancy: GP rather than pharmacy treatment (NHS)',
    leg_cramps: 'Leg cramps without swelling, redness or clot risk: self-care with stretching (NHS leg cramps)',
    wart_refer: 'Wart that bleeds, changes, spreads or has not responded to treatment: GP (NHS warts and verrucas)',
    cold_sore_gp: 'Cold sore not healing after 10 days, in a baby or with a weakened immune system: GP (NHS cold sores)',
    bloating_ng12:
      'Bloating most days for 3 weeks or more in a woman aged 50 or over: GP, CA125 test (NICE NG12 ovarian cancer)',
    food_bolus:
      'Unable to swallow saliva: emergency assessment for oesophageal obstruction or airway swelling (ESGE 2016; NICE CKS sore throat)',
    heavy_bleeding_unstable:
      'Heavy menstrual bleeding with fainting or confusion: emergency assessment (NICE NG88; RCOG acute heavy menstrual bleeding)',
    chickenpox_risk:
      'Chickenpox in pregnancy, a newborn or a weakened immune system: urgent same-day advice (NHS chickenpox; NICE CKS)',
    period_pain_refer:
      'Period pain not helped by painkillers or with heavy bleeding: GP assessment (NHS; NICE CKS dysmenorrhoea)',
  },
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    const days = f.durationDays;
    const age = f.ageYears;
    const adult = age === undefined || age >= 16;
    const fever = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
    // NICE NG12 1.5.4: non-painful enlargement or change in shape or texture of the testis (pain, sudden
    // onset or vomiting keep the acute-scrotum reading and the torsion red flag).
    if (P('testicular_lump') && !any(...SCROTAL_PAIN)) hit('testicular_lump', 4);
    // NICE NG97 1.2: memory decline over months → assess in primary care (sudden confusion is the delirium red flag).
    if (P('memory_loss') && !P('sudden_onset') && !(days !== undefined && days < 7)) hit('memory_decline', 4);
    // NICE NG12 1.2.1: dysphagia → urgent direct-access endoscopy (a sore throat explains painful swallowing).
    if (P('dysphagia') && adult && !any('sore_throat', 'throat_swelling', 'choking', 'tonsil_exudate'))
      hit('dysphagia_refer', 4);
    // NICE NG88: heavy menstrual bleeding (with tiredness or breathlessness: a blood count for anaemia) → GP.
    if (P('heavy_periods')) hit('heavy_periods', 4);
    // NICE NG100 1.1.1: persistent synovitis (joint pain or swelling with morning stiffness) → urgent referral.
    if (P('morning_stiffness') && any('joint_pain', 'swelling_local') && !P('injury'))
      hit('inflammatory_arthritis', 4);
    // NICE NG12 1.7 / NHS: a sore, ulcer or spot that has not healed (two weeks or more, or no time given) → GP.
    if (P('non_healing') && !(days !== undefined && days < 14)) hit('non_healing_lesion', 4);
    // NICE CKS cellulitis: red, hot skin that is spreading (with or without fever) → same-day assessment; a
    // swollen leg keeps the DVT reading (NICE NG158), sunburn explains redness, an expanding ring after a tick
    // bite is erythema migrans (NICE NG95).
    if (
      P('skin_red_hot') &&
      any('spreading', 'wound', 'skin_infected') &&
      !any('leg_swelling', 'sunburn', 'burn', 'joint_pain', 'tick_rash')
    )
      hit('cellulitis_spreading', 3);
    // NHS boils / NICE CKS: large or very painful, lasting a week or more, recurrent, with fever or spreading redness → GP.
    if (
      P('boil') &&
      !P('toothache') &&
      (P('boil_large') ||
        P('severe') ||
        fever ||
        P('skin_red_hot') ||
        P('recurrent_known') ||
        P('no_relief') ||
        (days !== undefined && days >= 7))
    )
      hit('boil_refer', 4);
    // NICE NG118: renal colic that has settled, with blood in the urine → same-day GP review (imaging).
    if (
      (presentOrResolved(f, 'flank') || (presentOrResolved(f, 'abdominal_pain') && P('radiation'))) &&
      presentOrResolved(f, 'haematuria')
    )
      hit('renal_colic_settled', 3);
    // NHS hiccups: see a GP if they last more than 48 hours.
    if (P('hiccups') && days !== undefined && days > 2) hit('hiccups_48h', 4);
    // NHS threadworms: pharmacy treatment is not licensed under 2 years or in pregnancy → GP.
    if (P('threadworms') && ((age !== undefined && age < 2) || P('pregnant'))) hit('threadworm_gp', 4);
    // NHS leg cramps: a cramp without swelling, redness or VTE risk is self-care (NICE NG158 keeps the DVT reading
    // when the calf is swollen, red or the patient has a risk factor).
    if (
      P('leg_cramps') &&
      !any('leg_swelling', 'skin_red_hot', 'vte_risk', 'pregnant', 'injury', 'cold_pale_limb', 'numbness', 'fever')
    )
      hit('leg_cramps', 5);
    // NHS warts and verrucas: bleeding, changing, spreading or not helped by pharmacy treatment → GP.
    if (P('wart') && any('bleeding', 'mole_change', 'spreading', 'no_relief')) hit('wart_refer', 4);
    // NHS cold sores: not healing after 10 days, a baby, or a weakened immune system → GP.
    if (
      P('cold_sore') &&
      ((days !== undefined && days > 10) || P('immunosuppressed') || (age !== undefined && age < 1))
    )
      hit('cold_sore_gp', 4);
    // NICE NG12 1.5.11: persistent bloating (most days, 3 weeks or more) in a woman aged 50 or over → CA125.
    if (P('bloating') && f.sex === 'female' && (age ?? 0) >= 50 && days !== undefined && days >= 21)
      hit('bloating_ng12', 4);
    // ESGE 2016 / NICE CKS sore throat: cannot swallow saliva (complete oesophageal obstruction, or airway
    // swelling such as epiglottitis) → emergency.
    if (P('cant_swallow_saliva')) hit('food_bolus', 2);
    // NICE NG88 / RCOG: heavy menstrual bleeding with fainting or confusion (haemodynamic compromise) → emergency.
    if (P('heavy_periods') && any('fainting', 'confusion', 'mottled_skin', 'cyanosis')) hit('heavy_bleeding_unstable', 2);
    // NHS chickenpox / NICE CKS: pregnancy, a baby under 4 weeks or a weakened immune system → urgent same-day advice.
    if (
      P('chickenpox') &&
      (P('pregnant') || P('immunosuppressed') || (age !== undefined && age < 1 / 12))
    )
      hit('chickenpox_risk', 3);
    // NHS period pain / NICE CKS dysmenorrhoea: painkillers do not help, or heavy bleeding → GP (secondary causes).
    if (P('period_pain') && any('no_relief', 'heavy_periods')) hit('period_pain_refer', 4);
  },
};
