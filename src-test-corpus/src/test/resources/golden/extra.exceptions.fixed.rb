main entry
var corpus.extra.exceptions.fixed.Main.balance { -1 0 1 2 3 4 5 6 * } = 0

proc corpus.extra.exceptions.fixed.Main.<clinit> {
  s2: write corpus.extra.exceptions.fixed.Main.A // at corpus.extra.exceptions.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.extra.exceptions.fixed.Main.B // at corpus.extra.exceptions.fixed.Main.<clinit>(Main.java:15)
  s6: assign corpus.extra.exceptions.fixed.Main.balance -1 // at corpus.extra.exceptions.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.exceptions.fixed.Main.auditor {
  s0: read corpus.extra.exceptions.fixed.Main.A // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:40)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:40)
  s2: read corpus.extra.exceptions.fixed.Main.B // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:41)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:41)
  s4: switch corpus.extra.exceptions.fixed.Main.balance -1 s6e11 0 s6e13 1 s6e15 2 s6e17 3 s6e19 4 s6e21 5 s6e23 6 s6e25 * s6e27 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s7: release java.lang.Object@Main.java:15 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:43)
  s17: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:44)
  s17_1: goto exit                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:44)
  s6e11: assign corpus.extra.exceptions.fixed.Main.balance 0 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e11_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e13: assign corpus.extra.exceptions.fixed.Main.balance 1 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e13_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e15: assign corpus.extra.exceptions.fixed.Main.balance 2 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e15_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e17: assign corpus.extra.exceptions.fixed.Main.balance 3 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e17_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e19: assign corpus.extra.exceptions.fixed.Main.balance 4 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e19_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e21: assign corpus.extra.exceptions.fixed.Main.balance 5 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e21_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e23: assign corpus.extra.exceptions.fixed.Main.balance 6 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e23_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e25: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e25_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e27: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e27_1: goto s7                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
}

proc corpus.extra.exceptions.fixed.Main.main {
  s4: fork corpus.extra.exceptions.fixed.Main.teller java.lang.Thread@Main.java:48 // at corpus.extra.exceptions.fixed.Main.main(Main.java:48)
  s8: fork corpus.extra.exceptions.fixed.Main.auditor java.lang.Thread@Main.java:49 // at corpus.extra.exceptions.fixed.Main.main(Main.java:49)
}

proc corpus.extra.exceptions.fixed.Main.teller {
  s0: call corpus.extra.exceptions.fixed.Main.withdraw[corpus.extra.exceptions.fixed.Main.teller:29#0] else s4 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:29)
  s0_1: goto exit                        // at corpus.extra.exceptions.fixed.Main.teller(Main.java:29)
  s4: read corpus.extra.exceptions.fixed.Main.A // at corpus.extra.exceptions.fixed.Main.teller(Main.java:31)
  s5: acquire java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:31)
  s6: read corpus.extra.exceptions.fixed.Main.B // at corpus.extra.exceptions.fixed.Main.teller(Main.java:32)
  s7: acquire java.lang.Object@Main.java:15 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:32)
  s8: assign corpus.extra.exceptions.fixed.Main.balance 0 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:33)
  s9: release java.lang.Object@Main.java:15 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:34)
  s19: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.teller(Main.java:35)
}

proc corpus.extra.exceptions.fixed.Main.withdraw[corpus.extra.exceptions.fixed.Main.teller:29#0] {
  s0: read corpus.extra.exceptions.fixed.Main.A // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:19)
  s1: acquire java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:19)
  s2: switch corpus.extra.exceptions.fixed.Main.balance -1 s11 0 s13 1 s13 2 s13 3 s13 4 s13 5 s13 6 s13 * s3e9 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:20)
  s11: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java)
  s11_1: goto raise                      // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java)
  s13: switch corpus.extra.exceptions.fixed.Main.balance -1 s15e20 0 s15e22 1 s15e24 2 s15e26 3 s15e28 4 s15e30 5 s15e32 6 s15e34 * s15e36 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s16: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:24)
  s16_1: goto exit                       // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:24)
  s3e9: jump s11 s13                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:20)
  s15e20: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e20_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e22: assign corpus.extra.exceptions.fixed.Main.balance -1 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e22_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e24: assign corpus.extra.exceptions.fixed.Main.balance 0 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e24_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e26: assign corpus.extra.exceptions.fixed.Main.balance 1 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e26_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e28: assign corpus.extra.exceptions.fixed.Main.balance 2 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e28_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e30: assign corpus.extra.exceptions.fixed.Main.balance 3 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e30_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e32: assign corpus.extra.exceptions.fixed.Main.balance 4 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e32_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e34: assign corpus.extra.exceptions.fixed.Main.balance 5 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e34_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e36: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e36_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  raise: raise                           // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:19)
}

proc entry {
  init0: call corpus.extra.exceptions.fixed.Main.<clinit> // at corpus.extra.exceptions.fixed.Main.main(Main.java:48)
  main: call corpus.extra.exceptions.fixed.Main.main // at corpus.extra.exceptions.fixed.Main.main(Main.java:48)
}
