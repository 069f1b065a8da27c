import { OPERATOR, type TermsDocument } from './types.ts';

export const terms: TermsDocument = {
  title: 'Notkunarskilmálar',
  lastUpdated: '11. apríl 2025',
  sections: [
    { title: '0. Tilgangur', paragraphs: ['Þessir skilmálar gilda um notkun þína á Ösu, stafrænum heilsuaðstoðarmanni sem byggir á gervigreind og veitir almennar heilsuupplýsingar allan sólarhringinn. Asa hjálpar þér að meta hversu alvarleg einkennin eru og hvort þú ættir að leita læknis eða fylgjast með heima.'] },
    { title: '1. Samþykki skilmála', paragraphs: ['Með því að stofna notanda eða nota Ösu samþykkir þú þessa skilmála. Ef þú samþykkir þá ekki skaltu ekki nota þjónustuna.'] },
    { title: '2. Rekstraraðili', paragraphs: [`Asa er rekin af ${OPERATOR.name} (kt. ${OPERATOR.registrationId}) í samstarfi við einkarekna heilbrigðisstofnun á Íslandi.`] },
    { title: '3. Hverjir mega nota þjónustuna', paragraphs: ['Þú þarft að vera að minnsta kosti 18 ára, eða lögráða samkvæmt lögum þar sem þú býrð, til að nota Ösu.'] },
    { title: '4. Lýsing á þjónustunni', paragraphs: ['Asa svarar spurningum um heilsu skriflega eða með tali, metur hversu bráð staðan er og tekur saman skipulagt yfirlit. Hjúkrunarfræðingar og læknar heilsugæslunnar sem þú tengist geta farið yfir yfirlitið og haft samband við þig.'] },
    { title: '5. Takmarkanir', paragraphs: ['Asa veitir eingöngu almennar upplýsingar. Hún greinir ekki sjúkdóma, gerir ekki meðferðaráætlanir, ávísar ekki lyfjum og kemur ekki í stað skoðunar hjá heilbrigðisstarfsmanni.'] },
    { title: '6. Neyðartilvik', paragraphs: ['Asa er ekki ætluð fyrir neyðartilvik. Ef þú eða einhver annar gæti verið í hættu skaltu strax hringja í 112 eða fara á næstu bráðamóttöku.'] },
    { title: '7. Rétt notkun', paragraphs: ['Notaðu Ösu aðeins fyrir þínar eigin spurningar um heilsu og í góðri trú. Ekki misnota þjónustuna, reyna að trufla hana, komast óheimilt inn í hana eða slá inn persónuupplýsingar annarra án samþykkis þeirra.'] },
    { title: '8. Persónuvernd', paragraphs: ['Við söfnum aðeins þeim gögnum sem þarf til að skrá þig inn og veita þjónustuna: innskráningarupplýsingum og samtölum þínum við Ösu ásamt mati á þeim. Við deilum ekki gögnunum með öðrum nema lög krefjist þess. Þú getur eytt aðganginum og samtölunum hvenær sem er.'] },
    { title: '9. Hugverkaréttindi', paragraphs: ['Þjónustan, hugbúnaður hennar, textar og hönnun eru eign rekstraraðila og leyfisveitenda hans. Óheimilt er að afrita, breyta eða dreifa þeim án leyfis.'] },
    { title: '10. Engin ábyrgð á virkni', paragraphs: ['Asa er veitt „eins og hún er“ og „eftir því sem hún er tiltæk“. Við ábyrgjumst ekki að upplýsingarnar séu tæmandi, réttar eða henti þinni stöðu, né að þjónustan sé alltaf aðgengileg.'] },
    { title: '11. Takmörkun bótaábyrgðar', paragraphs: ['Að því marki sem lög leyfa ber rekstraraðili ekki ábyrgð á beinu eða óbeinu tjóni sem hlýst af notkun Ösu eða af ákvörðunum sem teknar eru á grundvelli upplýsinga hennar.'] },
    { title: '12. Skaðleysi', paragraphs: ['Þú samþykkir að halda rekstraraðila skaðlausum af kröfum sem rekja má til brots þíns á þessum skilmálum eða misnotkunar á þjónustunni.'] },
    { title: '13. Lok notkunar', paragraphs: ['Við getum lokað fyrir aðgang þinn að Ösu hvenær sem er án fyrirvara. Þú getur hætt að nota þjónustuna og eytt aðganginum hvenær sem er.'] },
    { title: '14. Lög og varnarþing', paragraphs: ['Um skilmálana gilda íslensk lög. Ágreiningsmál skal bera undir Héraðsdóm Reykjavíkur.'] },
    { title: '15. Breytingar', paragraphs: ['Við getum breytt þessum skilmálum. Breytingar taka gildi þegar þær eru birtar í þjónustunni.'] },
    { title: '16. Hafðu samband', paragraphs: [`Spurningar um skilmálana: ${OPERATOR.email}`] },
  ],
};
