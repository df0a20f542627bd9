package org.petrify.ir.pointsto;

/**
 * A case label of a pattern {@code switch} ({@code typeSwitch}): the class {@code className}
 * (binary name) when {@code constant} is null, else that enum class's constant of that name.
 */
public record SwitchLabel(String className, String constant) {}
