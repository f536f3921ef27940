declare module '../../platform/events/events.ts' {
  interface AppEvents {
    /**
     * A talent accepted a job offer (the company's, or its answer to their negotiation); the agreed
     * salary is the talent's last offer row of the application. Published once, after the commit.
     */
    'hiring.offer-accepted': { talentId: number; applicationId: number };
  }
}

export {};
