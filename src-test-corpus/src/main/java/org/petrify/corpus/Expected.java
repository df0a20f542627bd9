package org.petrify.corpus;

/**
 * The verdict a corpus program must get for one property. Every property is phrased positively,
 * as the analysis API phrases it: {@code deadlock = HOLDS} means "deadlock-free",
 * {@code livelock = HOLDS} means "livelock-free", {@code termination = HOLDS} means "every run
 * terminates". {@code VIOLATED} means the analysis must find a witness. {@code INCONCLUSIVE}
 * means the model decides the property (it holds there), but the model leaves out constructs
 * of the program (UNSOUND caveats the program does not accept in {@link Expect#acceptUnsound}),
 * so the analysis must not pass it: "no silent pass". A budget is never an expected verdict.
 */
public enum Expected {
    HOLDS,
    VIOLATED,
    INCONCLUSIVE;

    /** The verdict the model must get: {@code INCONCLUSIVE} holds in the model. */
    public Expected inTheModel() {
        return this == INCONCLUSIVE ? HOLDS : this;
    }
}
