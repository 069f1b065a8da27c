import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Everyday emergencies in Arabic dialects (Levantine, Egyptian, Gulf, Maghrebi, Arabizi) and in
 * Hindi (Devanagari and romanised), read by their general cause: a person who is not breathing or
 * has no pulse, does not respond, is fitting, has a plan and a time to end their life, shows the
 * signs of a stroke or of anaphylaxis, is badly burnt, or has drunk a poison (Resus Council UK
 * basic life support; NICE CG137, NG128 stroke, CG134 anaphylaxis, NG225 self-harm; NHS 111;
 * TOXBASE). The same words negated, in the past, or meaning something else stay below an
 * emergency. Written for this file in the voice of patients and relatives; none comes from a
 * corpus or an evaluation set.
 */
type Case = readonly [Language, string];

const urgencyOf = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

function emergencies(title: string, cases: readonly Case[], max = 2) {
  describe(title, () => {
    it.each(cases)('[%s] %s', (lang, text) => {
      expect(urgencyOf(lang, text)).toBeLessThanOrEqual(max);
    });
  });
}

function notEmergencies(title: string, cases: readonly Case[]) {
  describe(title, () => {
    it.each(cases)('[%s] %s', (lang, text) => {
      expect(urgencyOf(lang, text)).toBeGreaterThanOrEqual(3);
    });
  });
}

emergencies('not breathing or no pulse, in everyday words, is an emergency', [
  ['en', 'a man collapsed in the shop and he is not breathing'],
  ['es', 'un señor se desplomó en la calle y no respira'],
  ['fr', "mon père est tombé par terre et il ne respire plus"],
  ['de', 'ein Mann ist umgekippt und atmet nicht mehr'],
  ['it', 'mio nonno è caduto a terra e non respira'],
  ['pt', 'meu pai caiu no chão e não está respirando'],
  ['ru', 'мужчина упал на улице и не дышит'],
  ['tr', 'babam yere düştü ve nefes almıyor'],
  ['pl', 'tata upadł na podłogę i nie oddycha'],
  ['ar', 'عمي طاح بالصالة وما يتنفس'],
  ['ar', 'واحد وقع قدام المحل ومش بيتنفس خالص'],
  ['ar', 'جدي وقع بالمطبخ وما عم يتنفس'],
  ['ar', 'ابوي مو قاعد يتنفس، ساعدونا'],
  ['ar', 'khali we2e3 bel bayt w mesh 3am yetnafas'],
  ['ar', 'jeddi tah f dar w ma kaytnfsch'],
  ['ar', 'رجل كبير طاح في السوق ومافي نبض'],
  ['ar', 'بنتي وقف نفسها ولونها صار ازرق'],
  ['hi', 'nana ji bathroom mein gir gaye, saans nahi chal rahi'],
  ['hi', 'ek aadmi sadak pe gira, nabz nahi mil rahi, saans band hai'],
  ['hi', 'दादा जी गिर पड़े, साँस नहीं चल रही'],
  ['hi', 'बच्चे की सांस बंद हो गई है, नाड़ी नहीं मिल रही'],
]);

emergencies('a person who does not respond is an emergency', [
  ['en', 'my uncle fell off the scaffolding and he is not responding'],
  ['es', 'mi tío se cayó del andamio y no responde'],
  ['fr', "ma grand-mère ne se réveille pas, elle ne répond pas"],
  ['de', 'meine Oma reagiert nicht mehr, wir kriegen sie nicht wach'],
  ['it', 'mio zio è caduto e non risponde'],
  ['pt', 'minha avó não acorda e não responde'],
  ['ru', 'бабушка не отвечает и не приходит в себя'],
  ['tr', 'dedem cevap vermiyor, uyanmıyor'],
  ['ar', 'خالي وقع من السلم وما عم يرد علينا'],
  ['ar', 'ستي ما بتصحى من الصبح'],
  ['ar', 'جوزي وقع في الشغل ومش بيرد خالص'],
  ['ar', 'أخوي طاح من الدراجة وما يفتح عيونه'],
  ['ar', 'khalto we2e3et w mesh 3am tfi2'],
  ['hi', 'dadi ji ko bula rahe hain par koi jawab nahi de rahi'],
  ['hi', 'chacha seedhi se gire aur aankhen nahi khol rahe'],
  ['hi', 'पापा को हिला रहे हैं पर कोई जवाब नहीं दे रहे'],
  ['hi', 'bhai bike se gira, hosh mein nahi hai'],
  ['ar', 'بنتي طاحت من البلكونة، ما تتحرك وعيونها مسكرة'],
  ['ar', 'الولد تكهرب من الفيش وطاح وما عم يتحرك'],
  ['hi', 'बाबा सीढ़ियों से गिर गए, बोल नहीं रहे, सिर से खून'],
  ['hi', 'bhaiya ko current laga aur ab bilkul hil nahi rahe'],
]);

emergencies('a fit that is happening now is urgent', [
  ['en', 'my son is having a fit and shaking all over'],
  ['es', 'mi hija está convulsionando'],
  ['fr', "mon fils fait une crise d'épilepsie, il tremble de partout"],
  ['de', 'meine Tochter hat einen Krampfanfall'],
  ['it', 'mio figlio ha le convulsioni'],
  ['pt', 'meu filho está tendo uma convulsão'],
  ['ru', 'у сына судороги, весь трясётся'],
  ['tr', 'oğlum kasılıyor, sara nöbeti geçiriyor'],
  ['ar', 'بنتي عم ترجف كلها وعيونها لفوق'],
  ['ar', 'أخوي جسمه كله ينتفض وما يوقف'],
  ['ar', 'weldi bda kay rjef w 3inih tal3in lfo9'],
  ['hi', 'beti ko jhatke aa rahe hain aur haath pair akad gaye'],
  ['hi', 'bhai ko mirgi ka daura pada, ruk nahi raha'],
  ['hi', 'बेटे को झटके आ रहे हैं, मुंह से झाग'],
]);

emergencies('a plan and a time to end one\'s life is an emergency', [
  ['en', 'tonight i am going to kill myself, i have planned it'],
  ['es', 'esta noche me voy a suicidar, ya lo tengo todo planeado'],
  ['fr', "ce soir je vais me suicider, j'ai tout préparé"],
  ['de', 'ich will mich heute Nacht umbringen, ich habe einen Plan'],
  ['it', 'voglio uccidermi stanotte, ho un piano'],
  ['pt', 'hoje à noite vou me matar, já planejei tudo'],
  ['ru', 'сегодня ночью я покончу с собой, у меня есть план'],
  ['pl', 'chcę się dziś zabić, mam plan'],
  ['is', 'ég ætla að drepa mig í kvöld, ég er með áætlun'],
  ['ko', '오늘 밤 자살할 거예요, 약도 준비했어요'],
  ['ar', 'خلص تعبت، الليلة بنتحر وجهزت كل شي'],
  ['ar', 'أنا واقف على السطح وبنط'],
  ['ar', 'ana wa2ef 3ala el balcona w mesh 3ayez a3eesh'],
  ['hi', 'maine tay kar liya hai, aaj raat chhat se kood jaungi'],
  ['hi', 'sab plan kar liya hai, kal sab khatam kar dunga'],
  ['hi', 'मैंने सोच लिया है, आज रात पुल से कूद जाऊंगा'],
]);

emergencies('the signs of a stroke in everyday words are an emergency', [
  ['en', 'mum suddenly has slurred speech and her face is drooping on one side'],
  ['es', 'a mi madre de repente se le torció la boca y no puede mover el brazo derecho'],
  ['fr', "ma mère a la bouche de travers et ne peut plus bouger le bras gauche"],
  ['de', 'meine Mutter hat plötzlich einen hängenden Mundwinkel und kann den Arm nicht heben'],
  ['it', 'mia madre ha la bocca storta e non muove il braccio destro'],
  ['pt', 'minha mãe ficou com a boca torta e não mexe o braço'],
  ['ru', 'у мамы вдруг перекосило лицо и не двигается правая рука'],
  ['tr', 'annemin ağzı birden kaydı ve sağ kolunu kaldıramıyor'],
  ['ar', 'خالي فمه مال وما يقدر يحرك ايده'],
  ['ar', 'mmi fommha mayl w ma kat9derch thdr'],
  ['hi', 'maa ki zabaan ladkhada rahi hai aur left haath kaam nahi kar raha'],
  ['hi', 'dadaji ka chehra ek taraf latak gaya aur right haath pair kamzor ho gaye'],
  ['hi', 'नानी का बायां हाथ अचानक काम नहीं कर रहा, आवाज़ लड़खड़ा रही है'],
]);

emergencies('swelling of the face or throat with wheeze after an allergen is an emergency', [
  ['en', 'my son ate peanuts, his lips are swollen and he is wheezing'],
  ['es', 'mi hijo comió cacahuetes, tiene los labios hinchados y le silba el pecho'],
  ['fr', "ma fille a mangé des noix, ses lèvres gonflent et elle siffle en respirant"],
  ['de', 'mein Sohn hat Erdnüsse gegessen, die Lippen sind geschwollen und er pfeift beim Atmen'],
  ['it', 'mio figlio ha mangiato arachidi, ha le labbra gonfie e fischia quando respira'],
  ['pt', 'meu filho comeu amendoim, os lábios incharam e está chiando'],
  ['ru', 'сын съел арахис, губы распухли и свистит при дыхании'],
  ['tr', 'oğlum fıstık yedi, dudakları şişti ve hırıltılı nefes alıyor'],
  ['ar', 'ابني اكل فستق ووجهه ورم وصدره بيصفر'],
  ['ar', 'نحلة قرصت بنتي ووشها منفوخ وحلقها عم يسكر'],
  ['ar', 'akal jawz w wejho manfou5 w 3am ysaffer bel nafas'],
  ['hi', 'bete ne moongphali khayi, hoth sooj gaye aur saans mein seeti'],
  ['hi', 'madhumakkhi ne kaata, chehra sooj gaya aur gala band ho raha hai'],
  ['hi', 'बेटी ने मछली खाई, होंठ सूज गए और सांस में सीटी की आवाज़'],
]);

emergencies('large burns from a fire are an emergency', [
  ['es', 'tiene quemaduras graves en toda la espalda y los brazos'],
  ['fr', 'il a des brûlures graves sur tout le dos'],
  ['de', 'sie hat schwere Verbrennungen am ganzen Rücken'],
  ['it', 'ha ustioni gravi su tutta la schiena'],
  ['pl', 'ma ciężkie oparzenia całych pleców i rąk'],
  ['is', 'hann brenndist illa á öllu bakinu'],
  ['zh', '他全身大面积烧伤'],
  ['ja', '背中と両腕にひどいやけどをしました'],
  ['ko', '등과 양팔에 심한 화상을 입었어요'],
  ['ar', 'أختي انحرقت بالمطبخ، ظهرها وإيديها كلها محروقة'],
  ['hi', 'chulhe se saree mein aag lag gayi, poori peeth aur dono haath jal gaye'],
  ['hi', 'गैस फटने से कपड़ों में आग लग गई, पूरा शरीर जल गया'],
  ['ar', 'انفجرت الطباخة وأبوي محروق بوجهه وصدره، صوته صار مبحوح'],
  ['ar', 'zawji in7ara2 w 7ere2 wejho w sadro'],
  ['hi', 'cylinder phata, chacha ka chehra jal gaya aur naak ke baal jal gaye'],
]);

emergencies('crushing chest pain with sweating is an emergency', [
  ['en', 'crushing pain in my chest and i am sweating a lot'],
  ['es', 'tengo un dolor muy fuerte en el pecho y estoy sudando mucho'],
  ['fr', "j'ai une douleur serrée dans la poitrine et je transpire beaucoup"],
  ['de', 'starke Schmerzen in der Brust und ich schwitze stark'],
  ['it', 'ho un forte dolore al petto e sudo freddo'],
  ['pt', 'estou com uma dor forte no peito e suando frio'],
  ['ru', 'сильная давящая боль в груди и холодный пот'],
  ['tr', 'göğsümde ezici bir ağrı var ve terliyorum'],
  ['pl', 'mam silny ból w klatce piersiowej i zimne poty'],
  ['ar', 'wje3 kbir f sdri w kan3re9 bzaf'],
  ['ar', 'jozi 3ando wag3 gamed fi sedro we 3are2 awi'],
  ['ar', 'baba sadro byewja3o ktir w 3am ye3ra2'],
  ['hi', 'nana ji seena pakad ke baith gaye, bahut pasina aa raha hai'],
]);

emergencies('blood spurting or pouring from a wound is an emergency', [
  ['en', 'blood is spurting out of the cut on his leg'],
  ['es', 'le sale sangre a chorros de la pierna'],
  ['fr', 'le sang gicle de sa jambe'],
  ['de', 'das Blut spritzt aus der Wunde am Bein'],
  ['it', 'il sangue esce a fiotti dalla gamba'],
  ['pt', 'o sangue está jorrando da perna'],
  ['ru', 'кровь хлещет из раны на ноге'],
  ['tr', 'bacağındaki yaradan kan fışkırıyor'],
  ['pl', 'krew tryska z rany na nodze'],
  ['ar', 'انجرح بالمنشار والدم يطلع نافورة'],
  ['ar', 'انقطعت ايده بالزجاج والدم عم يطلع كتير'],
  ['hi', 'haath kat gaya, khoon bahut tez beh raha hai, ruk nahi raha'],
]);

emergencies('a child choking on food or a small object who cannot breathe, cough or speak is an emergency', [
  ['en', 'my son is choking on a grape and cant breathe'],
  ['es', 'mi hijo se está atragantando con una uva y no puede respirar'],
  ['fr', "mon fils s'étouffe avec un raisin, il ne peut plus respirer"],
  ['de', 'mein Sohn hat sich an einer Traube verschluckt und kann nicht atmen'],
  ['it', 'mio figlio sta soffocando con un acino e non respira'],
  ['pt', 'meu filho está engasgado com uma uva e não consegue respirar'],
  ['ru', 'сын подавился виноградиной и не может дышать'],
  ['tr', 'oğlum üzüme boğuluyor, nefes alamıyor'],
  ['pl', 'syn zakrztusił się winogronem i nie może oddychać'],
  ['ar', 'بنتي اختنقت بحبة عنب وصارت زرقا'],
  ['ar', 'ابني بلع عنبة وعلقت، ما عم يقدر يتنفس'],
  ['ar', 'bnti kht9at b l3neb w ma kat tnffesch'],
  ['hi', 'bachche ke gale mein sikka atak gaya, saans nahi le pa raha'],
]);

emergencies('a spotty rash that does not fade under a glass, with fever, is an emergency', [
  ['en', 'fever and purple spots on his legs that dont fade when i press a glass on them'],
  ['es', 'fiebre y manchas moradas que no desaparecen al apretar un vaso'],
  ['fr', 'fièvre et taches violacées qui ne disparaissent pas sous un verre'],
  ['de', 'Fieber und lila Flecken, die beim Glastest nicht verschwinden'],
  ['it', 'febbre e macchie viola che non scompaiono premendo un bicchiere'],
  ['pt', 'febre e manchas roxas que não somem ao pressionar um copo'],
  ['ru', 'температура и фиолетовые пятна, которые не бледнеют под стаканом'],
  ['tr', 'ateş ve bardakla bastırınca kaybolmayan mor lekeler var'],
  ['pl', 'gorączka i fioletowe plamki, które nie znikają pod szklanką'],
  ['hi', 'bukhaar hai aur pairon pe chhote laal nishaan, gilaas se dabaya to bhi mit nahi rahe'],
  ['hi', 'बुखार के साथ बैंगनी धब्बे, दबाने पर भी साफ दिख रहे हैं'],
]);

emergencies('a finger cut clean off is urgent', [
  ['en', 'he cut the top of his finger off with the saw, we have the piece'],
  ['es', 'se amputó el dedo con la sierra'],
  ['fr', "il s'est coupé le bout du doigt avec la scie, on a le morceau"],
  ['de', 'er hat sich mit der Säge die Fingerkuppe abgetrennt'],
  ['it', 'si è tagliato via la punta del dito con la sega'],
  ['pt', 'o dedo dele foi amputado pela serra'],
  ['ru', 'отрезал кончик пальца пилой, кусочек у нас'],
  ['tr', 'parmağı koptu, testere kesti'],
  ['pl', 'odciął sobie opuszek palca piłą'],
  ['hi', 'machine mein ungli aa gayi, upar ka tukda alag ho gaya'],
  ['hi', 'kati hui ungli rumaal mein rakhi hai, khoon beh raha hai'],
], 3);

notEmergencies('the same words negated, in the past, or meaning something else stay below an emergency', [
  ['ar', 'ابني بيتنفس كويس وما عنده حرارة، بس عنده رشح'],
  ['ar', 'اشتريت بنطلون جديد وضيق شوي'],
  ['ar', 'جدي صار معه جلطة قبل ثلاث سنين، واليوم عنده كحة خفيفة'],
  ['ar', 'اشتريت قميص ازرق وبنطلون جديد'],
  ['ar', 'صاحبي قال إنه بدو ينط بالمسبح بكرا الصبح'],
  ['ar', 'أنا واقفة على السطح أنشر الغسيل، وعندي وجع خفيف بضهري'],
  ['hi', 'papa ko 3 saal pehle dil ka daura pada tha, ab bas halki khansi hai'],
  ['hi', 'bijli ka jhatka laga tha pichhle saal, ab bilkul theek hoon, bas ungli mein dard'],
  ['hi', 'beta school se aaya, thak gaya hai, bas neend aa rahi hai'],
  ['hi', 'mere pair ki choti ungli mein chot hai, thoda soojan hai'],
  ['hi', 'beta gira tha kal, ab theek hai, khel raha hai, ungli hil nahi rahi thodi sooj gayi'],
  ['hi', 'mera daant hil raha hai, dard nahi hai'],
  ['ar', 'وقعت على ايدي وما عم تتحرك ايدي منيح'],
  ['ar', 'الصداع راح بعد ما نمت، وما في شي تاني'],
  ['ar', 'نزل دم شوي من مناخيري ووقف لحاله'],
  ['ar', 'خبطت ايدي بالباب وصارت زرقا، بس بحركها عادي'],
  ['ar', 'بلعت حبة بنادول للصداع'],
  ['hi', 'sabzi kaatte hue ungli thodi si kat gayi, khoon ruk gaya, patti laga di'],
  ['hi', 'machhar ke kaatne ke laal daane, dabane se mit jaate hain'],
  ['ar', 'البيبي شرق بالحليب شوي وكح ورجع طبيعي'],
]);
