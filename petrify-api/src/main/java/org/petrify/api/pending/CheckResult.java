package org.petrify.api.pending;

import java.util.Optional;

/** TEMPORARY stand-in for {@code org.petrify.checker.CheckResult}. */
public record CheckResult(Verdict verdict, Optional<String> reason, Optional<Witness> witness,
    Statistics statistics) {}
