/** 001 §9: home carousel timings. */
export const DURATIONS_HOME = { bannerAutoplay: 5000, hotMatchAutoplay: 5000 } as const;
