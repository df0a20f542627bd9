main entry
var corpus.extra.handletable.fixed.Main.reverse { false true } = false

proc corpus.extra.handletable.fixed.Main.<clinit> {
  s2: write corpus.extra.handletable.fixed.Main.A // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:24)
  s5: write corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:25)
  s11: read java.lang.Void.TYPE          // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:33)
  s15: write java.util.ArrayList@Main.java:31.$state // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:33)
  s18: jump s19 raise                    // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:36)
  s19: read java.lang.Long.TYPE          // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:36)
  s22: write corpus.extra.handletable.fixed.Main.NANOS // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:35)
  s33: read java.util.ArrayList@Main.java:31.$state // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:40)
  s35: write corpus.extra.handletable.fixed.Main.TABLE // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:40)
  s35_1: goto exit                       // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:40)
  raise: raise                           // at corpus.extra.handletable.fixed.Main.<clinit>(Main.java:24)
}

proc corpus.extra.handletable.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.handletable.fixed.Main.A // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:56)
  s1: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:56)
  s2: read corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:57)
  s3: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:57)
  s4: read corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:58)
  s6: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:59)
  s16: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.lambda$main$0(Main.java:60)
}

proc corpus.extra.handletable.fixed.Main.main {
  s1: read corpus.extra.handletable.fixed.Main.NANOS // at corpus.extra.handletable.fixed.Main.main(Main.java:54)
  s7: fork corpus.extra.handletable.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:55 // at corpus.extra.handletable.fixed.Main.main(Main.java:62)
  s8: switch corpus.extra.handletable.fixed.Main.reverse false s26 true s10 // at corpus.extra.handletable.fixed.Main.main(Main.java:63)
  s10: read corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.main(Main.java:64)
  s11: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.main(Main.java:64)
  s12: read corpus.extra.handletable.fixed.Main.A // at corpus.extra.handletable.fixed.Main.main(Main.java:65)
  s13: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.main(Main.java:65)
  s14: read corpus.extra.handletable.fixed.Main.A // at corpus.extra.handletable.fixed.Main.main(Main.java:66)
  s16: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.main(Main.java:67)
  s16_1: goto s53                        // at corpus.extra.handletable.fixed.Main.main(Main.java:67)
  s26: read corpus.extra.handletable.fixed.Main.A // at corpus.extra.handletable.fixed.Main.main(Main.java:70)
  s27: acquire java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.main(Main.java:70)
  s28: read corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.main(Main.java:71)
  s29: acquire java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.main(Main.java:71)
  s30: read corpus.extra.handletable.fixed.Main.B // at corpus.extra.handletable.fixed.Main.main(Main.java:72)
  s32: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.main(Main.java:73)
  s42: release java.lang.Object@Main.java:24 // at corpus.extra.handletable.fixed.Main.main(Main.java:74)
  s44: join java.lang.Thread@Main.java:55 // at corpus.extra.handletable.fixed.Main.main(Main.java:76)
  s45: read java.lang.System.out         // at corpus.extra.handletable.fixed.Main.main(Main.java:77)
  s47: goto exit                         // at corpus.extra.handletable.fixed.Main.main(Main.java:77)
  s53: release java.lang.Object@Main.java:25 // at corpus.extra.handletable.fixed.Main.main(Main.java:68)
  s53_1: goto s44                        // at corpus.extra.handletable.fixed.Main.main(Main.java:68)
}

proc entry {
  init0: call corpus.extra.handletable.fixed.Main.<clinit> // at corpus.extra.handletable.fixed.Main.main(Main.java:54)
  main: call corpus.extra.handletable.fixed.Main.main // at corpus.extra.handletable.fixed.Main.main(Main.java:54)
}
