main entry
var corpus.extra.exceptions.Main.balance { -1 0 1 2 3 4 5 6 * } = 0

proc corpus.extra.exceptions.Main.<clinit> {
  s2: write corpus.extra.exceptions.Main.A // at corpus.extra.exceptions.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.exceptions.Main.B // at corpus.extra.exceptions.Main.<clinit>(Main.java:17)
  s6: assign corpus.extra.exceptions.Main.balance -1 // at corpus.extra.exceptions.Main.<clinit>(Main.java:18)
}

proc corpus.extra.exceptions.Main.auditor {
  s0: read corpus.extra.exceptions.Main.A // at corpus.extra.exceptions.Main.auditor(Main.java:42)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.auditor(Main.java:42)
  s2: read corpus.extra.exceptions.Main.B // at corpus.extra.exceptions.Main.auditor(Main.java:43)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptions.Main.auditor(Main.java:43)
  s4: switch corpus.extra.exceptions.Main.balance -1 s6e11 0 s6e13 1 s6e15 2 s6e17 3 s6e19 4 s6e21 5 s6e23 6 s6e25 * s6e27 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s7: release java.lang.Object@Main.java:17 // at corpus.extra.exceptions.Main.auditor(Main.java:45)
  s17: release java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.auditor(Main.java:46)
  s17_1: goto exit                       // at corpus.extra.exceptions.Main.auditor(Main.java:46)
  s6e11: assign corpus.extra.exceptions.Main.balance 0 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e11_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e13: assign corpus.extra.exceptions.Main.balance 1 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e13_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e15: assign corpus.extra.exceptions.Main.balance 2 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e15_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e17: assign corpus.extra.exceptions.Main.balance 3 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e17_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e19: assign corpus.extra.exceptions.Main.balance 4 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e19_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e21: assign corpus.extra.exceptions.Main.balance 5 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e21_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e23: assign corpus.extra.exceptions.Main.balance 6 // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e23_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e25: assign corpus.extra.exceptions.Main.balance * // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e25_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e27: assign corpus.extra.exceptions.Main.balance * // at corpus.extra.exceptions.Main.auditor(Main.java:44)
  s6e27_1: goto s7                       // at corpus.extra.exceptions.Main.auditor(Main.java:44)
}

proc corpus.extra.exceptions.Main.main {
  s4: fork corpus.extra.exceptions.Main.teller java.lang.Thread@Main.java:50 // at corpus.extra.exceptions.Main.main(Main.java:50)
  s8: fork corpus.extra.exceptions.Main.auditor java.lang.Thread@Main.java:51 // at corpus.extra.exceptions.Main.main(Main.java:51)
}

proc corpus.extra.exceptions.Main.teller {
  s0: call corpus.extra.exceptions.Main.withdraw[corpus.extra.exceptions.Main.teller:31#0] else s4 // at corpus.extra.exceptions.Main.teller(Main.java:31)
  s0_1: goto exit                        // at corpus.extra.exceptions.Main.teller(Main.java:31)
  s4: read corpus.extra.exceptions.Main.B // at corpus.extra.exceptions.Main.teller(Main.java:33)
  s5: acquire java.lang.Object@Main.java:17 // at corpus.extra.exceptions.Main.teller(Main.java:33)
  s6: read corpus.extra.exceptions.Main.A // at corpus.extra.exceptions.Main.teller(Main.java:34)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.teller(Main.java:34)
  s8: assign corpus.extra.exceptions.Main.balance 0 // at corpus.extra.exceptions.Main.teller(Main.java:35)
  s9: release java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.teller(Main.java:36)
  s19: release java.lang.Object@Main.java:17 // at corpus.extra.exceptions.Main.teller(Main.java:37)
}

proc corpus.extra.exceptions.Main.withdraw[corpus.extra.exceptions.Main.teller:31#0] {
  s0: read corpus.extra.exceptions.Main.A // at corpus.extra.exceptions.Main.withdraw(Main.java:21)
  s1: acquire java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.withdraw(Main.java:21)
  s2: switch corpus.extra.exceptions.Main.balance -1 s11 0 s13 1 s13 2 s13 3 s13 4 s13 5 s13 6 s13 * s3e9 // at corpus.extra.exceptions.Main.withdraw(Main.java:22)
  s11: release java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.withdraw(Main.java)
  s11_1: goto raise                      // at corpus.extra.exceptions.Main.withdraw(Main.java)
  s13: switch corpus.extra.exceptions.Main.balance -1 s15e20 0 s15e22 1 s15e24 2 s15e26 3 s15e28 4 s15e30 5 s15e32 6 s15e34 * s15e36 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s16: release java.lang.Object@Main.java:16 // at corpus.extra.exceptions.Main.withdraw(Main.java:26)
  s16_1: goto exit                       // at corpus.extra.exceptions.Main.withdraw(Main.java:26)
  s3e9: jump s11 s13                     // at corpus.extra.exceptions.Main.withdraw(Main.java:22)
  s15e20: assign corpus.extra.exceptions.Main.balance * // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e20_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e22: assign corpus.extra.exceptions.Main.balance -1 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e22_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e24: assign corpus.extra.exceptions.Main.balance 0 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e24_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e26: assign corpus.extra.exceptions.Main.balance 1 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e26_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e28: assign corpus.extra.exceptions.Main.balance 2 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e28_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e30: assign corpus.extra.exceptions.Main.balance 3 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e30_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e32: assign corpus.extra.exceptions.Main.balance 4 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e32_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e34: assign corpus.extra.exceptions.Main.balance 5 // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e34_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e36: assign corpus.extra.exceptions.Main.balance * // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  s15e36_1: goto s16                     // at corpus.extra.exceptions.Main.withdraw(Main.java:25)
  raise: raise                           // at corpus.extra.exceptions.Main.withdraw(Main.java:21)
}

proc entry {
  init0: call corpus.extra.exceptions.Main.<clinit> // at corpus.extra.exceptions.Main.main(Main.java:50)
  main: call corpus.extra.exceptions.Main.main // at corpus.extra.exceptions.Main.main(Main.java:50)
}
