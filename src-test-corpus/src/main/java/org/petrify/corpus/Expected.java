package org.petrify.corpus;

/**
 * The verdict a corpus program must get for one property. Every property is phrased positively,
 * as the analysis API phrases it: {@code deadlock = HOLDS} means "deadlock-free",
 * {@code livelock = HOLDS} means "livelock-free", {@code termination = HOLDS} means "every run
 * terminates". {@code VIOLATED} means the analysis must find a witness.
 */
public enum Expected {
    HOLDS,
    VIOLATED
}
