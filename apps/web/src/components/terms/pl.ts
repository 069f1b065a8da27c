import { OPERATOR, type TermsDocument } from './types.ts';

export const terms: TermsDocument = {
  title: 'Warunki korzystania z usługi',
  lastUpdated: '11 kwietnia 2025 r.',
  sections: [
    { title: '0. Cel', paragraphs: ['Niniejsze warunki regulują korzystanie z Asy, cyfrowego asystenta zdrowia opartego na sztucznej inteligencji, który przez całą dobę udziela ogólnych informacji o zdrowiu. Asa pomaga ocenić, jak poważne są objawy i czy należy zgłosić się do lekarza, czy obserwować się w domu.'] },
    { title: '1. Akceptacja warunków', paragraphs: ['Zakładając konto użytkownika lub korzystając z Asy, akceptujesz niniejsze warunki. Jeśli się z nimi nie zgadzasz, nie korzystaj z usługi.'] },
    { title: '2. Operator', paragraphs: [`Operatorem Asy jest ${OPERATOR.name} (numer rejestrowy ${OPERATOR.registrationId}) we współpracy z prywatną placówką opieki zdrowotnej w Islandii.`] },
    { title: '3. Kto może korzystać', paragraphs: ['Aby korzystać z Asy, musisz mieć ukończone 18 lat lub osiągnąć pełnoletność zgodnie z prawem obowiązującym w miejscu zamieszkania.'] },
    { title: '4. Opis usługi', paragraphs: ['Asa odpowiada na pytania o zdrowie na piśmie lub głosowo, ocenia pilność sytuacji i przygotowuje uporządkowane podsumowanie. Pielęgniarki i lekarze placówki, z którą jesteś powiązany, mogą przejrzeć to podsumowanie i skontaktować się z Tobą.'] },
    { title: '5. Ograniczenia', paragraphs: ['Asa udziela wyłącznie ogólnych informacji. Nie stawia indywidualnych diagnoz, nie tworzy planów leczenia, nie wystawia recept i nie zastępuje badania przez pracownika ochrony zdrowia.'] },
    { title: '6. Nagłe wypadki', paragraphs: ['Asa nie służy do nagłych wypadków. Jeśli Ty lub ktoś inny może być w niebezpieczeństwie, natychmiast zadzwoń pod numer 112 lub udaj się na najbliższy szpitalny oddział ratunkowy.'] },
    { title: '7. Właściwe korzystanie', paragraphs: ['Korzystaj z Asy wyłącznie w sprawie własnego zdrowia i w dobrej wierze. Nie nadużywaj usługi, nie próbuj zakłócać jej działania ani uzyskać do niej nieuprawnionego dostępu i nie wprowadzaj danych osobowych innych osób bez ich zgody.'] },
    { title: '8. Prywatność', paragraphs: ['Zbieramy tylko dane potrzebne do zalogowania i świadczenia usługi: dane logowania oraz Twoje rozmowy z Asą wraz z ich oceną. Nie udostępniamy danych innym podmiotom, chyba że wymaga tego prawo. Możesz w każdej chwili usunąć konto i rozmowy.'] },
    { title: '9. Własność intelektualna', paragraphs: ['Usługa, jej oprogramowanie, teksty i wygląd należą do operatora i jego licencjodawców. Nie wolno ich kopiować, zmieniać ani rozpowszechniać bez zgody.'] },
    { title: '10. Brak gwarancji', paragraphs: ['Asa jest udostępniana „w stanie, w jakim jest” i „w miarę dostępności”. Nie gwarantujemy, że informacje są kompletne, poprawne lub odpowiednie dla Twojej sytuacji ani że usługa jest zawsze dostępna.'] },
    { title: '11. Ograniczenie odpowiedzialności', paragraphs: ['W zakresie dozwolonym przez prawo operator nie ponosi odpowiedzialności za bezpośrednie ani pośrednie szkody wynikające z korzystania z Asy lub z decyzji podjętych na podstawie jej informacji.'] },
    { title: '12. Zwolnienie z odpowiedzialności', paragraphs: ['Zobowiązujesz się zwolnić operatora z odpowiedzialności za roszczenia wynikające z naruszenia przez Ciebie niniejszych warunków lub nadużycia usługi.'] },
    { title: '13. Zakończenie korzystania', paragraphs: ['Możemy w każdej chwili bez uprzedzenia zawiesić lub zakończyć Twój dostęp do Asy. Możesz w każdej chwili przestać korzystać z usługi i usunąć konto.'] },
    { title: '14. Prawo właściwe', paragraphs: ['Niniejsze warunki podlegają prawu islandzkiemu. Spory rozstrzyga Sąd Rejonowy w Reykjavíku (Héraðsdómur Reykjavíkur).'] },
    { title: '15. Zmiany', paragraphs: ['Możemy zmieniać niniejsze warunki. Zmiany wchodzą w życie z chwilą ich opublikowania w usłudze.'] },
    { title: '16. Kontakt', paragraphs: [`Pytania dotyczące warunków: ${OPERATOR.email}`] },
  ],
};
