main entry

proc corpus.extra.instanceofmix.Main$Cash.<init>[corpus.extra.instanceofmix.Main$Cash@Main.java:59] {
}

proc corpus.extra.instanceofmix.Main.<clinit> {
  s2: write corpus.extra.instanceofmix.Main.A // at corpus.extra.instanceofmix.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.instanceofmix.Main.B // at corpus.extra.instanceofmix.Main.<clinit>(Main.java:19)
}

proc corpus.extra.instanceofmix.Main.lambda$main$0 {
  s0: read corpus.extra.instanceofmix.Main.A // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:51)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:51)
  s2: call corpus.extra.instanceofmix.Main.pause // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:52)
  s3: read corpus.extra.instanceofmix.Main.B // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:53)
  s4: acquire java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:53)
  s5: read java.lang.System.out          // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:54)
  s7: release java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:55)
  s17: release java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.lambda$main$0(Main.java:56)
}

proc corpus.extra.instanceofmix.Main.main {
  s5: fork corpus.extra.instanceofmix.Main.lambda$main$0 java.lang.Thread@Main.java:50 // at corpus.extra.instanceofmix.Main.main(Main.java:58)
  s7: jump s13 s12                       // at corpus.extra.instanceofmix.Main.main(Main.java:59)
  s12: call corpus.extra.instanceofmix.Main$Cash.<init>[corpus.extra.instanceofmix.Main$Cash@Main.java:59] // at corpus.extra.instanceofmix.Main.main(Main.java:59)
  s13: call corpus.extra.instanceofmix.Main.pay[corpus.extra.instanceofmix.Main.main:59#13] // at corpus.extra.instanceofmix.Main.main(Main.java:59)
  s14: join java.lang.Thread@Main.java:50 // at corpus.extra.instanceofmix.Main.main(Main.java:60)
}

proc corpus.extra.instanceofmix.Main.pause {
}

proc corpus.extra.instanceofmix.Main.pay[corpus.extra.instanceofmix.Main.main:59#13] {
  s2: jump s3 s20                        // at corpus.extra.instanceofmix.Main.pay(Main.java:32)
  s3: read corpus.extra.instanceofmix.Main.A // at corpus.extra.instanceofmix.Main.pay(Main.java:33)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.pay(Main.java:33)
  s5: call corpus.extra.instanceofmix.Main.pause // at corpus.extra.instanceofmix.Main.pay(Main.java:34)
  s6: read corpus.extra.instanceofmix.Main.B // at corpus.extra.instanceofmix.Main.pay(Main.java:35)
  s7: acquire java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.pay(Main.java:35)
  s8: read java.lang.System.out          // at corpus.extra.instanceofmix.Main.pay(Main.java:36)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.pay(Main.java:37)
  s10_1: goto s39                        // at corpus.extra.instanceofmix.Main.pay(Main.java:37)
  s20: read corpus.extra.instanceofmix.Main.B // at corpus.extra.instanceofmix.Main.pay(Main.java:40)
  s21: acquire java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.pay(Main.java:40)
  s22: call corpus.extra.instanceofmix.Main.pause // at corpus.extra.instanceofmix.Main.pay(Main.java:41)
  s23: read corpus.extra.instanceofmix.Main.A // at corpus.extra.instanceofmix.Main.pay(Main.java:42)
  s24: acquire java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.pay(Main.java:42)
  s25: read java.lang.System.out         // at corpus.extra.instanceofmix.Main.pay(Main.java:43)
  s27: release java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.pay(Main.java:44)
  s37: release java.lang.Object@Main.java:19 // at corpus.extra.instanceofmix.Main.pay(Main.java:45)
  s37_1: goto exit                       // at corpus.extra.instanceofmix.Main.pay(Main.java:45)
  s39: release java.lang.Object@Main.java:18 // at corpus.extra.instanceofmix.Main.pay(Main.java:38)
}

proc entry {
  init0: call corpus.extra.instanceofmix.Main.<clinit> // at corpus.extra.instanceofmix.Main.main(Main.java:50)
  main: call corpus.extra.instanceofmix.Main.main // at corpus.extra.instanceofmix.Main.main(Main.java:50)
}
