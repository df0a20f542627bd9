main entry
var corpus.extra.exceptions.fixed.Main.balance { -1 0 * } = 0

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
  s4: switch corpus.extra.exceptions.fixed.Main.balance -1 s6e5 0 s6e7 * s6e9 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s7: release java.lang.Object@Main.java:15 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:43)
  s17: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:44)
  s17_1: goto exit                       // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:44)
  s6e5: assign corpus.extra.exceptions.fixed.Main.balance 0 // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e5_1: goto s7                        // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e7: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e7_1: goto s7                        // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e9: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
  s6e9_1: goto s7                        // at corpus.extra.exceptions.fixed.Main.auditor(Main.java:42)
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
  s2: switch corpus.extra.exceptions.fixed.Main.balance -1 s11 0 s13 * s3e3 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:20)
  s11: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java)
  s11_1: goto raise                      // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java)
  s13: switch corpus.extra.exceptions.fixed.Main.balance -1 s15e8 0 s15e10 * s15e12 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s16: release java.lang.Object@Main.java:14 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:24)
  s16_1: goto exit                       // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:24)
  s3e3: jump s11 s13                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:20)
  s15e8: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e8_1: goto s16                      // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e10: assign corpus.extra.exceptions.fixed.Main.balance -1 // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e10_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e12: assign corpus.extra.exceptions.fixed.Main.balance * // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  s15e12_1: goto s16                     // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:23)
  raise: raise                           // at corpus.extra.exceptions.fixed.Main.withdraw(Main.java:19)
}

proc entry {
  init0: call corpus.extra.exceptions.fixed.Main.<clinit> // at corpus.extra.exceptions.fixed.Main.main(Main.java:48)
  main: call corpus.extra.exceptions.fixed.Main.main // at corpus.extra.exceptions.fixed.Main.main(Main.java:48)
}
