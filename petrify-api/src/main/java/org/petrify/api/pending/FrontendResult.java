package org.petrify.api.pending;

import java.util.List;
import org.petrify.ir.rb.Caveat;
import org.petrify.ir.rb.Program;

/** TEMPORARY stand-in for {@code org.petrify.ir.frontend.FrontendResult}. */
public record FrontendResult(Program program, List<Caveat> caveats, long loadMillis,
    long translateMillis) {}
