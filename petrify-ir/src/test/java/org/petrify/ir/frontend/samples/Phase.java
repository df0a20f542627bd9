package org.petrify.ir.frontend.samples;

/** A top-level enum: a switch on it in another class goes through javac's $SwitchMap. */
public enum Phase {
  INIT, RUN, STOP
}
