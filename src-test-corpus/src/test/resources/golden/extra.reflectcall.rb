main entry

proc corpus.extra.reflectcall.Main.<clinit> {
  s2: write corpus.extra.reflectcall.Main.ACCOUNT // at corpus.extra.reflectcall.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.reflectcall.Main.LEDGER // at corpus.extra.reflectcall.Main.<clinit>(Main.java:19)
}

proc corpus.extra.reflectcall.Main.lambda$main$0 {
  s2: jump s2_1 s14                      // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:32)
  s2_1: write java.lang.Class[]@Main.java:32[0] // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:32)
  s3: jump s3_1 s14                      // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:32)
  s3_1: write java.lang.Class[]@Main.java:32[1] // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:32)
  s4: jump s6 s14                        // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:32)
  s6: read corpus.extra.reflectcall.Main.LEDGER // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s7: jump s7_1 s14                      // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s7_1: write java.lang.Object[]@Main.java:33[0] // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s8: read corpus.extra.reflectcall.Main.ACCOUNT // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s9: jump s9_1 s14                      // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s9_1: write java.lang.Object[]@Main.java:33[1] // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s10: call corpus.extra.reflectcall.Main.transfer[corpus.extra.reflectcall.Main.lambda$main$0:33#10] else s14 // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s10_1: goto exit                       // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:33)
  s14: read java.lang.System.out         // at corpus.extra.reflectcall.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.reflectcall.Main.main {
  s5: fork corpus.extra.reflectcall.Main.lambda$main$0 java.lang.Thread@Main.java:30 // at corpus.extra.reflectcall.Main.main(Main.java:38)
  s6: read corpus.extra.reflectcall.Main.ACCOUNT // at corpus.extra.reflectcall.Main.main(Main.java:39)
  s7: read corpus.extra.reflectcall.Main.LEDGER // at corpus.extra.reflectcall.Main.main(Main.java:39)
  s8: call corpus.extra.reflectcall.Main.transfer[corpus.extra.reflectcall.Main.main:39#8] // at corpus.extra.reflectcall.Main.main(Main.java:39)
  s9: join java.lang.Thread@Main.java:30 // at corpus.extra.reflectcall.Main.main(Main.java:40)
}

proc corpus.extra.reflectcall.Main.transfer[corpus.extra.reflectcall.Main.lambda$main$0:33#10] {
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectcall.Main.transfer(Main.java:22)
  s5: acquire java.lang.Object@Main.java:18 // at corpus.extra.reflectcall.Main.transfer(Main.java:23)
  s6: read java.lang.System.out          // at corpus.extra.reflectcall.Main.transfer(Main.java:24)
  s7: jump s8 s16                        // at corpus.extra.reflectcall.Main.transfer(Main.java:24)
  s8: release java.lang.Object@Main.java:18 // at corpus.extra.reflectcall.Main.transfer(Main.java:25)
  s8_1: goto s18                         // at corpus.extra.reflectcall.Main.transfer(Main.java:25)
  s12: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcall.Main.transfer(Main.java)
  s12_1: goto raise                      // at corpus.extra.reflectcall.Main.transfer(Main.java)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.reflectcall.Main.transfer(Main.java)
  s16_1: goto s12                        // at corpus.extra.reflectcall.Main.transfer(Main.java)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcall.Main.transfer(Main.java:26)
  s18_1: goto exit                       // at corpus.extra.reflectcall.Main.transfer(Main.java:26)
  raise: raise                           // at corpus.extra.reflectcall.Main.transfer(Main.java:22)
}

proc corpus.extra.reflectcall.Main.transfer[corpus.extra.reflectcall.Main.main:39#8] {
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.reflectcall.Main.transfer(Main.java:22)
  s5: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectcall.Main.transfer(Main.java:23)
  s6: read java.lang.System.out          // at corpus.extra.reflectcall.Main.transfer(Main.java:24)
  s8: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcall.Main.transfer(Main.java:25)
  s18: release java.lang.Object@Main.java:18 // at corpus.extra.reflectcall.Main.transfer(Main.java:26)
}

proc entry {
  init0: call corpus.extra.reflectcall.Main.<clinit> // at corpus.extra.reflectcall.Main.main(Main.java:30)
  main: call corpus.extra.reflectcall.Main.main // at corpus.extra.reflectcall.Main.main(Main.java:30)
}
