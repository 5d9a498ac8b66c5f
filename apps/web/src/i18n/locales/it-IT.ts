import type { Catalog } from '../en-US';

/** it-IT: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'Benvenuto',
  'payment.failed.title': 'Pagamento non riuscito',
  'payment.failed.text':
    'Non è stato possibile elaborare il pagamento con questa carta. Verifica che i dati inseriti siano corretti o prova con un’altra carta',
  'payment.noToken': 'Pagamento non riuscito: nessun token',
  'payment.partial.text':
    'La tua mancia a {paid} è andata a buon fine, ma quella a {failed} no. Riprovando si paga solo {failed}.',
  'paymentMethods.failed.text':
    'Si è verificato un problema con i metodi di pagamento. Riprova più tardi.',
  'payment.external.failed':
    'Qualcosa è andato storto con il pagamento oppure i dati di autorizzazione non erano corretti',
  'payment.limit.title': 'Limite della mancia',
  'payment.limit.text':
    'Un pagamento può essere al massimo di {amount}. Riduci o rimuovi una mancia.',
  'payment.limit.count': 'Un pagamento può contenere al massimo {count} mance. Rimuovi una mancia.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'L’importo non corrisponde più a questa mancia. Non è stato addebitato nulla: scegli di nuovo la mancia.',
  'payment.intentMismatch.text':
    'Questa mancia può andare solo alle persone del tuo conto. Non è stato addebitato nulla: riapri il link.',
  'review.failed.title': 'Ops',
  'review.failed.text': 'Impossibile inviare la recensione',
  'validation.email': 'Inserisci un indirizzo email valido',
  'validation.roomNumber': 'Numero di camera: solo cifre',
  'validation.required': 'Campo obbligatorio',
  'customTip.confirm.title': 'Wow, che mancia generosa',
  'customTip.confirm.text': 'Vuoi davvero lasciare una mancia di {amount}?',
  'customTip.min': 'La mancia minima è di {amount}',
  'customTip.max': 'La mancia massima è di {amount}',
  'customTip.format': 'Scrivi l’importo così: {example}',
  'account.noLocations':
    'Questo account non ha ancora sedi, quindi qui non c’è nessuno a cui lasciare la mancia.',
  'intent.alreadyPaid': 'Questa mancia è già stata pagata.',
  'fees.failed.title': 'Ops',
  'fees.failed.text': 'Non è stato possibile calcolare la commissione di servizio. Riprova.',
  'error.network': 'Nessuna connessione. Controlla la rete e riprova.',
  'error.generic': 'Qualcosa è andato storto. Riprova.',
  'payment.insufficientFunds.text':
    'La carta è stata rifiutata per fondi insufficienti. Prova con un’altra carta.',
  'app.loading': 'Caricamento',
  'app.back': 'Indietro',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': 'Logo di {name}',
  'app.reload': 'Riprova',
  'footer.termsNote': 'Inviando il pagamento accetti i',
  'footer.termsLink': 'Termini di servizio',
  'footer.support': 'Contatta l’assistenza',
  'alert.close': 'Chiudi',
  'notFound.title': 'Pagina non trovata',
  'notFound.text': 'Controlla il codice o il link che hai usato.',
  'notFound.back': 'Torna all’inizio',
  'tip.defaultInstruction': 'Seleziona l’importo della mancia',
  'tip.customPrompt': 'Hai in mente un altro importo?',
  'tip.customLabel': 'Importo della mancia personalizzato',
  'tip.next': 'Avanti',
  'tip.cancel': 'Annulla',
  'tip.confirm': 'Conferma',
  'department.title': 'Scegli il reparto a cui lasciare la mancia',
  'recipient.chosen': 'Già nella tua mancia',
  'locations.title': 'Scegli una sede',
  'guest.defaultInstructions': 'Per elaborare questa mancia ci servono le seguenti informazioni',
  'guest.roomNumber': 'Numero di camera',
  'guest.lastName': 'Cognome',
  'nights.title': 'Quante notti hai soggiornato in hotel?',
  'nights.label': 'Numero di notti',
  'nights.fewer': 'Meno notti',
  'nights.more': 'Più notti',
  'nights.max':
    'Al massimo {count, plural, one {# notte} other {# notti}}: una mancia può arrivare a {amount}',
  'hospitality.suggestion': 'Il 90% degli ospiti di solito lascia {amount} di mancia',
  'hospitality.suggestionNights':
    'Il 90% degli ospiti di solito lascia {amount} di mancia per {nights, plural, one {# notte} other {# notti}}',
  'hospitality.goAhead': 'Dai, lascia {amount} di mancia',
  'review.noteRequiredLabel': 'Nota',
  'payment.total': 'Totale',
  'payment.convenienceFee': 'Commissione di servizio',
  'payment.feeInfoTitle': 'Che cos’è?',
  'payment.feeInfoText':
    'Garantisce che la tua generosa mancia arrivi direttamente al professionista che ti ha servito',
  'payment.feeInfoButton': 'Che cos’è?',
  'payment.feeOnMe': 'La commissione di servizio la pago io! Tutta la mancia va al personale.',
  'payment.feeAlwaysAdded':
    'La commissione di servizio per {name} viene sempre aggiunta: la sua sede chiede agli ospiti di pagarla.',
  'payment.email': 'Email',
  'payment.pay': 'Paga {total}',
  'widget.enterCard': 'Inserisci carta di credito',
  'widget.applePay': 'Paga con ApplePay',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Nome sulla carta',
  'widget.postalCode': 'Codice postale',
  'widget.walletLine': 'Mancia',
  'payment.tryAgain': 'Riprova',
  'payment.offline':
    'Sei offline. Non è stato inviato né addebitato nulla: potrai pagare appena torni online.',
  'payment.cardForm': 'Dati della carta',
  'payment.cardFieldsReset':
    'I campi della carta sono stati reimpostati per la nuova lingua. Inserisci di nuovo i dati della carta; la mancia e il totale non sono cambiati.',
  'payment.cardFieldsResetTotal':
    'Il totale è cambiato, quindi i campi della carta sono stati reimpostati. Inserisci di nuovo i dati della carta.',
  'review.title': 'Valuta il servizio',
  'review.rating': 'Valutazione',
  'review.stars': '{count, plural, one {# stella} other {# stelle}}',
  'review.notePrompt': 'Vuoi lasciare una nota?',
  'review.noteLabel': 'Nota (facoltativa)',
  'review.submit': 'Invia',
  'success.title': 'Grazie',
  'success.tipAgain': 'Lascia un’altra mancia',
  'browse.searchLabel': 'Cerca persone e team',
  'browse.searchPlaceholder': 'Scrivi per cercare',
  'browse.groupsTitle': 'Scegli un gruppo a cui lasciare la mancia',
  'browse.orPerson': 'Oppure una persona',
  'browse.personTitle': 'Scegli una persona a cui lasciare la mancia',
  'browse.noMatches': 'Nessun risultato per la tua ricerca.',
  'payment.addAnother': 'Aggiungi un’altra',
  'payment.remove': 'Rimuovi {name}',
  'payment.removeConfirm': 'Vuoi davvero rimuovere {name} dalla mancia?',
  'payment.paidMark': 'Pagata',
  'review.skip': 'Salta',
  'success.totalPaid': 'Totale pagato',
  'success.reference': 'Riferimento del pagamento',
  'intent.dontLike': 'Le nostre opzioni non ti convincono?',
  'intent.tipAway': 'Lascia la mancia',
  'intentPaid.title': 'Questa mancia è già stata pagata',
  'intentPaid.text': 'Grazie! Qui non resta nulla da pagare.',
  'notFound.help':
    'Chiedi un nuovo codice al personale, oppure scrivici e ti aiuteremo a lasciare la mancia.',
  'support.email': 'Scrivi all’assistenza',
  'errorExternal.payAgain': 'Paga con un’altra carta',
  'payment.payPending': 'Paga',
  'payment.processing': 'Elaborazione…',
  'review.paidTo': 'Pagamento di {amount} a {names} ricevuto',
  'review.paid': 'Pagamento di {amount} ricevuto',
  'policy.choose.individual':
    'La tua mancia va a {names}, pagata {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.choose.pooled':
    'Le mance {teamCount, plural, one {al team {teams}} other {ai team {teams}}} sono divise {shares, select, hours {in base alle ore lavorate} other {in parti uguali}} tra {people, plural, =0 {le persone in turno} one {la # persona in turno} other {le # persone in turno}}, pagate {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.choose.split':
    'Il {percent} della tua mancia va a {names} e il resto al team {team}, pagato {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} dei tuoi {tip} vanno a {names}, dopo la commissione carta di {fee}} other {Tutti i tuoi {tip} vanno a {names}}}, pagati {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} dei tuoi {tip} (dopo la commissione carta di {fee}) vanno} other {Tutti i tuoi {tip} vanno}} {teamCount, plural, one {al team {teams}} other {ai team {teams}}}, divise {shares, select, hours {in base alle ore lavorate} other {in parti uguali}} tra {people, plural, =0 {le persone in turno} one {la # persona in turno} other {le # persone in turno}}, pagati {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.pay.split':
    'Il {percent} {deducted, select, yes {dei {received} che restano dei tuoi {tip} dopo la commissione carta di {fee}} other {dei tuoi {tip}}} va a {names} e il resto al team {team}, pagato {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} dei tuoi {tip} sono andati a {names}, dopo la commissione carta di {fee}} other {Tutti i tuoi {tip} sono andati a {names}}}, pagati {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} dei tuoi {tip} (dopo la commissione carta di {fee}) sono andati} other {Tutti i tuoi {tip} sono andati}} {teamCount, plural, one {al team {teams}} other {ai team {teams}}}, divise {shares, select, hours {in base alle ore lavorate} other {in parti uguali}} tra {people, plural, =0 {le persone in turno} one {la # persona in turno} other {le # persone in turno}}, pagati {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.paid.split':
    'Il {percent} {deducted, select, yes {dei {received} rimasti dei tuoi {tip} dopo la commissione carta di {fee}} other {dei tuoi {tip}}} è andato a {names} e il resto al team {team}, pagato {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.sheet.open': 'Come funzionano le mance qui',
  'policy.sheet.title': 'Come funzionano le mance qui',
  'policy.sheet.individual':
    'Ogni mancia va alla persona a cui la lasci. Non è divisa con nessun altro.',
  'policy.sheet.pooled':
    'Una mancia a un team va nella sua cassa comune delle mance ed è divisa {shares, select, hours {in base alle ore lavorate} other {in parti uguali}} tra le persone in turno.',
  'policy.sheet.split':
    'La persona a cui lasci la mancia ne tiene il {percent}; il resto è diviso con il team {team}.',
  'policy.sheet.costGuest':
    'Il costo della transazione con carta lo paghi tu con la commissione di servizio, così lo staff riceve tutta la mancia.',
  'policy.sheet.costVenue':
    'Il costo della transazione con carta lo paga il locale, così lo staff riceve tutta la mancia.',
  'policy.sheet.costTip':
    'Il costo della transazione con carta ({percent} dell’importo più {fixed}) è detratto dalla mancia.',
  'policy.sheet.feePays':
    'La commissione di servizio paga l’elaborazione del tuo pagamento con carta.',
  'policy.sheet.payout':
    'Lo staff riceve le mance {payout, select, next_payroll {con la prossima busta paga} daily {ogni giorno} other {ogni settimana}}.',
  'policy.sheet.note': 'Un messaggio del locale',
  'success.receipt.share': 'Condividi la ricevuta',
  'success.receipt.copy': 'Copia la ricevuta',
  'success.receipt.copied': 'Ricevuta copiata',
  'success.receipt.line': '{label}: {value}',
  'language.label': 'Lingua',
} satisfies Catalog;
