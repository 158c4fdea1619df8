/**
 * The demo logins (DEMO_DATA=1, `npm start`), defined once: the seed creates them, and the e2e
 * journeys, the benchmarks and the API's process test log in with them. Also written in the
 * README. No I/O here, so that any workspace can import it.
 */
export const demoAccounts = {
  main: { email: 'demo@pharmatrace.test', password: 'Demo-Passw0rd!' },
  subUser: { email: 'colleague@pharmatrace.test', password: 'Demo-Passw0rd!' },
  staff: { email: 'staff@pharmatrace.test', password: 'Staff-Passw0rd!' },
  /** A second company, so that the admin panel has clients to filter by (issue #12). */
  secondClient: { email: 'durand@pharmatrace.test', password: 'Demo-Passw0rd!' },
  /** A new STANDARD account staff have not validated yet (issue #13, decision 0014). */
  awaitingValidation: { email: 'newclinic@pharmatrace.test', password: 'Demo-Passw0rd!' },
  /**
   * A third company whose user works in French (issue #27): its screens, e-mails and PDFs are in
   * French from the first login, with no switch.
   */
  french: { email: 'chu-atlantique@pharmatrace.test', password: 'Demo-Passw0rd!' },
} as const;

/**
 * The demo PACT connection (issue #24): a customer's credentials on the demo client's PACT API,
 * fixed so that the README can show a token request and a footprint list that work as written.
 */
export const demoPactConnection = {
  name: 'Hôpitaux Réunis purchasing (demo)',
  clientId: 'pact-demo-hopitaux-reunis',
  clientSecret: 'pts_demo-secret-of-the-pact-connection',
} as const;
