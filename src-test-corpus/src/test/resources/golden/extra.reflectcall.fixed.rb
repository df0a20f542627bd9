main entry

proc corpus.extra.reflectcall.fixed.Main.<clinit> {
  s2: write corpus.extra.reflectcall.fixed.Main.ACCOUNT // at corpus.extra.reflectcall.fixed.Main.<clinit>(Main.java:13)
  s5: write corpus.extra.reflectcall.fixed.Main.LEDGER // at corpus.extra.reflectcall.fixed.Main.<clinit>(Main.java:14)
}

proc corpus.extra.reflectcall.fixed.Main.lambda$main$0 {
  s2: jump s2_1 s14                      // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:27)
  s2_1: write java.lang.Class[]@Main.java:27[0] // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:27)
  s3: jump s3_1 s14                      // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:27)
  s3_1: write java.lang.Class[]@Main.java:27[1] // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:27)
  s4: jump s6 s14                        // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:27)
  s6: read corpus.extra.reflectcall.fixed.Main.ACCOUNT // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s7: jump s7_1 s14                      // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s7_1: write java.lang.Object[]@Main.java:28[0] // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s8: read corpus.extra.reflectcall.fixed.Main.LEDGER // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s9: jump s9_1 s14                      // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s9_1: write java.lang.Object[]@Main.java:28[1] // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s10: call corpus.extra.reflectcall.fixed.Main.transfer[corpus.extra.reflectcall.fixed.Main.lambda$main$0:28#10] else s14 // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s10_1: goto exit                       // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:28)
  s14: read java.lang.System.out         // at corpus.extra.reflectcall.fixed.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.reflectcall.fixed.Main.main {
  s5: fork corpus.extra.reflectcall.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:25 // at corpus.extra.reflectcall.fixed.Main.main(Main.java:33)
  s6: read corpus.extra.reflectcall.fixed.Main.ACCOUNT // at corpus.extra.reflectcall.fixed.Main.main(Main.java:34)
  s7: read corpus.extra.reflectcall.fixed.Main.LEDGER // at corpus.extra.reflectcall.fixed.Main.main(Main.java:34)
  s8: call corpus.extra.reflectcall.fixed.Main.transfer[corpus.extra.reflectcall.fixed.Main.main:34#8] // at corpus.extra.reflectcall.fixed.Main.main(Main.java:34)
  s9: join java.lang.Thread@Main.java:25 // at corpus.extra.reflectcall.fixed.Main.main(Main.java:35)
}

proc corpus.extra.reflectcall.fixed.Main.transfer[corpus.extra.reflectcall.fixed.Main.lambda$main$0:28#10] {
  s3: acquire java.lang.Object@Main.java:13 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:17)
  s5: acquire java.lang.Object@Main.java:14 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:18)
  s6: read java.lang.System.out          // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:19)
  s7: jump s8 s16                        // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:19)
  s8: release java.lang.Object@Main.java:14 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:20)
  s8_1: goto s18                         // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:20)
  s12: release java.lang.Object@Main.java:13 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java)
  s12_1: goto raise                      // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java)
  s16: release java.lang.Object@Main.java:14 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java)
  s16_1: goto s12                        // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java)
  s18: release java.lang.Object@Main.java:13 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:21)
  s18_1: goto exit                       // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:21)
  raise: raise                           // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:17)
}

proc corpus.extra.reflectcall.fixed.Main.transfer[corpus.extra.reflectcall.fixed.Main.main:34#8] {
  s3: acquire java.lang.Object@Main.java:13 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:17)
  s5: acquire java.lang.Object@Main.java:14 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:18)
  s6: read java.lang.System.out          // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:19)
  s8: release java.lang.Object@Main.java:14 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:20)
  s18: release java.lang.Object@Main.java:13 // at corpus.extra.reflectcall.fixed.Main.transfer(Main.java:21)
}

proc entry {
  init0: call corpus.extra.reflectcall.fixed.Main.<clinit> // at corpus.extra.reflectcall.fixed.Main.main(Main.java:25)
  main: call corpus.extra.reflectcall.fixed.Main.main // at corpus.extra.reflectcall.fixed.Main.main(Main.java:25)
}
