main entry

proc corpus.extra.instanceofmix.fixed.Main$Cash.<init>[corpus.extra.instanceofmix.fixed.Main$Cash@Main.java:56] {
}

proc corpus.extra.instanceofmix.fixed.Main.<clinit> {
  s2: write corpus.extra.instanceofmix.fixed.Main.A // at corpus.extra.instanceofmix.fixed.Main.<clinit>(Main.java:15)
  s5: write corpus.extra.instanceofmix.fixed.Main.B // at corpus.extra.instanceofmix.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.instanceofmix.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.instanceofmix.fixed.Main.A // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:48)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:48)
  s2: call corpus.extra.instanceofmix.fixed.Main.pause // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:49)
  s3: read corpus.extra.instanceofmix.fixed.Main.B // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:50)
  s4: acquire java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:50)
  s5: read java.lang.System.out          // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:51)
  s7: release java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:52)
  s17: release java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.lambda$main$0(Main.java:53)
}

proc corpus.extra.instanceofmix.fixed.Main.main {
  s5: fork corpus.extra.instanceofmix.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:47 // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:55)
  s7: jump s13 s12                       // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:56)
  s12: call corpus.extra.instanceofmix.fixed.Main$Cash.<init>[corpus.extra.instanceofmix.fixed.Main$Cash@Main.java:56] // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:56)
  s13: call corpus.extra.instanceofmix.fixed.Main.pay[corpus.extra.instanceofmix.fixed.Main.main:56#13] // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:56)
  s14: join java.lang.Thread@Main.java:47 // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:57)
}

proc corpus.extra.instanceofmix.fixed.Main.pause {
}

proc corpus.extra.instanceofmix.fixed.Main.pay[corpus.extra.instanceofmix.fixed.Main.main:56#13] {
  s2: jump s3 s20                        // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:29)
  s3: read corpus.extra.instanceofmix.fixed.Main.A // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:30)
  s4: acquire java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:30)
  s5: call corpus.extra.instanceofmix.fixed.Main.pause // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:31)
  s6: read corpus.extra.instanceofmix.fixed.Main.B // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:32)
  s7: acquire java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:32)
  s8: read java.lang.System.out          // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:33)
  s10: release java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:34)
  s10_1: goto s39                        // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:34)
  s20: read corpus.extra.instanceofmix.fixed.Main.A // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:37)
  s21: acquire java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:37)
  s22: call corpus.extra.instanceofmix.fixed.Main.pause // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:38)
  s23: read corpus.extra.instanceofmix.fixed.Main.B // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:39)
  s24: acquire java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:39)
  s25: read java.lang.System.out         // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:40)
  s27: release java.lang.Object@Main.java:16 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:41)
  s37: release java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:42)
  s37_1: goto exit                       // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:42)
  s39: release java.lang.Object@Main.java:15 // at corpus.extra.instanceofmix.fixed.Main.pay(Main.java:35)
}

proc entry {
  init0: call corpus.extra.instanceofmix.fixed.Main.<clinit> // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:47)
  main: call corpus.extra.instanceofmix.fixed.Main.main // at corpus.extra.instanceofmix.fixed.Main.main(Main.java:47)
}
