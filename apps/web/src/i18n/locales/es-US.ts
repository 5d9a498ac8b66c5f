import type { Catalog } from '../en-US';

/** es-US: every text of en-US.ts, translated (glossary: docs/i18n-glossary.md). */
export default {
  'alert.welcome': 'Bienvenido',
  'payment.failed.title': 'Pago fallido',
  'payment.failed.text':
    'No pudimos procesar el pago con esta tarjeta. Verifique que los datos de la tarjeta sean correctos o intente con otra tarjeta',
  'payment.noToken': 'Pago fallido: sin token',
  'payment.partial.text':
    'Su propina para {paid} se procesó, pero su propina para {failed} no. Al intentarlo de nuevo solo se paga a {failed}.',
  'paymentMethods.failed.text':
    'Hubo un problema con los métodos de pago. Inténtelo de nuevo más tarde.',
  'payment.external.failed':
    'Algo salió mal con el pago o los datos de autorización del pago eran incorrectos',
  'payment.limit.title': 'Límite de propina',
  'payment.limit.text': 'Un pago puede ser de {amount} como máximo. Reduzca o quite una propina.',
  'payment.limit.count': 'Un pago puede incluir {count} propinas como máximo. Quite una propina.',
  // The services' refusals of what was asked (docs/service-contract.md): nothing was charged.
  'payment.amountMismatch.text':
    'El importe ya no coincide con esta propina. No se cobró nada: elija su propina de nuevo.',
  'payment.intentMismatch.text':
    'Esta propina solo puede ir a las personas de su cuenta. No se cobró nada: abra su enlace de nuevo.',
  'review.failed.title': 'Ups',
  'review.failed.text': 'No se pudo enviar la reseña',
  'validation.email': 'Ingrese un correo electrónico válido',
  'validation.roomNumber': 'Número de habitación: solo dígitos',
  'validation.required': 'Este campo es obligatorio',
  'customTip.confirm.title': '¡Vaya, qué propina tan generosa!',
  'customTip.confirm.text': '¿Seguro que quiere dar una propina de {amount}?',
  'customTip.min': 'La propina mínima es de {amount}',
  'customTip.max': 'La propina máxima es de {amount}',
  'customTip.format': 'Escriba el importe así: {example}',
  'account.noLocations':
    'Esta cuenta aún no tiene ubicaciones, así que aquí no hay a quién dar propina.',
  'intent.alreadyPaid': 'Esta propina ya se pagó.',
  'fees.failed.title': 'Ups',
  'fees.failed.text': 'No pudimos calcular el cargo por conveniencia. Inténtelo de nuevo.',
  'error.network': 'Sin conexión. Revise su red e inténtelo de nuevo.',
  'error.generic': 'Algo salió mal. Inténtelo de nuevo.',
  'payment.insufficientFunds.text':
    'Su tarjeta fue rechazada por fondos insuficientes. Intente con otra tarjeta.',
  'app.loading': 'Cargando',
  'app.back': 'Atrás',
  'app.productLogoAlt': '{productName}',
  'app.locationLogoAlt': 'Logotipo de {name}',
  'app.reload': 'Intentar de nuevo',
  'footer.termsNote': 'Al enviar el pago, acepta los',
  'footer.termsLink': 'Términos del servicio',
  'footer.support': 'Contactar a soporte',
  'alert.close': 'Cerrar',
  'notFound.title': 'Página no encontrada',
  'notFound.text': 'Revise el código o el enlace que usó.',
  'notFound.back': 'Volver al inicio',
  'tip.defaultInstruction': 'Seleccione el monto de la propina',
  'tip.customPrompt': '¿Tiene en mente otro monto de propina?',
  'tip.customLabel': 'Monto de propina personalizado',
  'tip.next': 'Siguiente',
  'tip.cancel': 'Cancelar',
  'tip.confirm': 'Confirmar',
  'department.title': 'Elija el departamento al que quiere dar propina',
  'recipient.chosen': 'Ya está en su propina',
  'locations.title': 'Elija una ubicación',
  'guest.defaultInstructions':
    'Para procesar esta propina correctamente, necesitamos la siguiente información',
  'guest.roomNumber': 'Número de habitación',
  'guest.lastName': 'Apellido',
  'nights.title': '¿Cuántas noches se hospedó en el hotel?',
  'nights.label': 'Número de noches',
  'nights.fewer': 'Menos noches',
  'nights.more': 'Más noches',
  'nights.max':
    'Como máximo {count, plural, one {# noche} other {# noches}}: una propina puede ser de hasta {amount}',
  'hospitality.suggestion': 'El 90 % de los huéspedes suele dar {amount} de propina',
  'hospitality.suggestionNights':
    'El 90 % de los huéspedes suele dar {amount} de propina por {nights, plural, one {# noche} other {# noches}}',
  'hospitality.goAhead': 'Adelante, dar {amount} de propina',
  'review.noteRequiredLabel': 'Nota',
  'payment.total': 'Total',
  'payment.convenienceFee': 'Cargo por conveniencia',
  'payment.feeInfoTitle': '¿Qué es esto?',
  'payment.feeInfoText':
    'Garantiza que su profesional de servicio reciba su generosa propina directamente',
  'payment.feeInfoButton': '¿Qué es esto?',
  'payment.feeOnMe':
    '¡Yo pago el cargo por conveniencia! Que el personal reciba la propina completa.',
  'payment.feeAlwaysAdded':
    'El cargo por conveniencia de {name} siempre se suma: su ubicación pide a los clientes que lo paguen.',
  'payment.email': 'Correo electrónico',
  'payment.pay': 'Pagar {total}',
  'widget.enterCard': 'Ingresar tarjeta de crédito',
  'widget.applePay': 'Pagar con ApplePay',
  'widget.googlePay': 'Google Pay',
  'widget.nameOnCard': 'Nombre en la tarjeta',
  'widget.postalCode': 'Código postal',
  'widget.walletLine': 'Propina',
  'payment.tryAgain': 'Intentar de nuevo',
  'payment.offline':
    'No tiene conexión. No se envió ni se cobró nada: podrá pagar cuando vuelva a estar en línea.',
  'payment.cardForm': 'Datos de la tarjeta',
  'payment.cardFieldsReset':
    'Los campos de la tarjeta se restablecieron para el nuevo idioma. Vuelva a ingresar los datos de su tarjeta; su propina y el total no cambiaron.',
  'payment.cardFieldsResetTotal':
    'El total cambió, así que los campos de la tarjeta se restablecieron. Vuelva a ingresar los datos de su tarjeta.',
  'review.title': 'Califique el servicio',
  'review.rating': 'Calificación',
  'review.stars': '{count, plural, one {# estrella} other {# estrellas}}',
  'review.notePrompt': '¿Le gustaría dejar una nota?',
  'review.noteLabel': 'Nota (opcional)',
  'review.submit': 'Enviar',
  'success.title': 'Gracias',
  'success.tipAgain': 'Dar otra propina',
  'browse.searchLabel': 'Buscar personas y equipos',
  'browse.searchPlaceholder': 'Escriba para buscar',
  'browse.groupsTitle': 'Elija un grupo al que quiera dar propina',
  'browse.orPerson': 'O una persona',
  'browse.personTitle': 'Elija una persona a la que quiera dar propina',
  'browse.noMatches': 'Nadie coincide con su búsqueda.',
  'payment.addAnother': 'Agregar otra',
  'payment.remove': 'Quitar a {name}',
  'payment.removeConfirm': '¿Seguro que quiere quitar a {name} de la propina?',
  'payment.paidMark': 'Pagada',
  'review.skip': 'Omitir',
  'success.totalPaid': 'Total pagado',
  'success.reference': 'Referencia del pago',
  'intent.dontLike': '¿No le gustan nuestras opciones?',
  'intent.tipAway': 'Dar propina',
  'intentPaid.title': 'Esta propina ya se pagó',
  'intentPaid.text': '¡Gracias! No queda nada por pagar aquí.',
  'notFound.help':
    'Pida un código nuevo al personal, o escríbanos y le ayudaremos a dar su propina.',
  'support.email': 'Escribir a soporte',
  'errorExternal.payAgain': 'Pagar con otra tarjeta',
  'payment.payPending': 'Pagar',
  'payment.processing': 'Procesando…',
  'review.paidTo': 'Recibimos el pago de {amount} para {names}',
  'review.paid': 'Recibimos el pago de {amount}',
  'policy.choose.individual':
    'Su propina es para {names} y se paga {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.choose.pooled':
    'Las propinas para {teamCount, plural, one {el equipo {teams}} other {los equipos {teams}}} se reparten {shares, select, hours {según las horas trabajadas} other {a partes iguales}} entre {people, plural, =0 {el personal de turno} one {la # persona de turno} other {las # personas de turno}} y se pagan {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.choose.split':
    'El {percent} de su propina es para {names} y el resto para el equipo {team}; se paga {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.pay.individual':
    '{deducted, select, yes {{received} de sus {tip} van a {names}, tras el cargo de tarjeta de {fee}} other {Todos sus {tip} van a {names}}}, y se pagan {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.pay.pooled':
    '{deducted, select, yes {{received} de sus {tip} (tras el cargo de tarjeta de {fee}) van} other {Todos sus {tip} van}} {teamCount, plural, one {al equipo {teams}} other {a los equipos {teams}}}; se reparten {shares, select, hours {según las horas trabajadas} other {a partes iguales}} entre {people, plural, =0 {el personal de turno} one {la # persona de turno} other {las # personas de turno}} y se pagan {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.pay.split':
    'El {percent} de {deducted, select, yes {los {received} que quedan de sus {tip} tras el cargo de tarjeta de {fee}} other {sus {tip}}} va a {names} y el resto al equipo {team}; se paga {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.paid.individual':
    '{deducted, select, yes {{received} de sus {tip} fueron a {names}, tras el cargo de tarjeta de {fee}} other {Todos sus {tip} fueron a {names}}}, y se pagan {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.paid.pooled':
    '{deducted, select, yes {{received} de sus {tip} (tras el cargo de tarjeta de {fee}) fueron} other {Todos sus {tip} fueron}} {teamCount, plural, one {al equipo {teams}} other {a los equipos {teams}}}; se reparten {shares, select, hours {según las horas trabajadas} other {a partes iguales}} entre {people, plural, =0 {el personal de turno} one {la # persona de turno} other {las # personas de turno}} y se pagan {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.paid.split':
    'El {percent} de {deducted, select, yes {los {received} que quedaron de sus {tip} tras el cargo de tarjeta de {fee}} other {sus {tip}}} fue a {names} y el resto al equipo {team}; se paga {payout, select, next_payroll {con la próxima nómina} daily {a diario} other {cada semana}}.',
  'policy.sheet.open': 'Cómo funcionan las propinas aquí',
  'policy.sheet.title': 'Cómo funcionan las propinas aquí',
  'policy.sheet.individual':
    'Cada propina es para la persona a quien se la da. No se comparte con nadie más.',
  'policy.sheet.pooled':
    'Una propina para un equipo va a su fondo común de propinas y se reparte {shares, select, hours {según las horas trabajadas} other {a partes iguales}} entre el personal de turno.',
  'policy.sheet.split':
    'La persona a quien da la propina se queda con el {percent}; el resto se reparte con el equipo {team}.',
  'policy.sheet.costGuest':
    'Usted paga el costo de procesar la tarjeta con el cargo por conveniencia, así el personal recibe la propina completa.',
  'policy.sheet.costVenue':
    'El establecimiento paga el costo de procesar la tarjeta, así el personal recibe la propina completa.',
  'policy.sheet.costTip':
    'El costo de procesar la tarjeta ({percent} del monto más {fixed}) se descuenta de la propina.',
  'policy.sheet.feePays': 'El cargo por conveniencia paga el procesamiento de su pago con tarjeta.',
  'policy.sheet.payout':
    'El personal recibe las propinas {payout, select, next_payroll {con su próxima nómina} daily {cada día} other {cada semana}}.',
  'policy.sheet.note': 'Una nota del establecimiento',
  'success.receipt.share': 'Compartir recibo',
  'success.receipt.copy': 'Copiar recibo',
  'success.receipt.copied': 'Recibo copiado',
  'success.receipt.line': '{label}: {value}',
  'language.label': 'Idioma',
} satisfies Catalog;
