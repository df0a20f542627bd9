main entry

proc corpus.extra.reflectcapture.fixed.Main$Account.<init>[corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37] {
}

proc corpus.extra.reflectcapture.fixed.Main$Account.post[corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37] {
  sync: acquire corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
  s1: call corpus.extra.reflectcapture.fixed.Main.pause // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
  s2: read corpus.extra.reflectcapture.fixed.Main.LEDGER // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:30)
  s3: acquire java.lang.Object@Main.java:16 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:30)
  s4: read java.lang.System.out          // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:31)
  s5: jump s6 s10                        // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:31)
  s6: release java.lang.Object@Main.java:16 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:32)
  s6_1: goto ret_0                       // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:32)
  s10: release java.lang.Object@Main.java:16 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java)
  s10_1: goto raise_0                    // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java)
  ret_0: release corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
  ret_0_1: goto exit                     // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
  raise_0: release corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37 // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
  raise: raise                           // at corpus.extra.reflectcapture.fixed.Main$Account.post(Main.java:29)
}

proc corpus.extra.reflectcapture.fixed.Main.<clinit> {
  s2: write corpus.extra.reflectcapture.fixed.Main.LEDGER // at corpus.extra.reflectcapture.fixed.Main.<clinit>(Main.java:16)
}

proc corpus.extra.reflectcapture.fixed.Main.lambda$main$0[corpus.extra.reflectcapture.fixed.Main.main:39#15] {
  s4: call corpus.extra.reflectcapture.fixed.Main$Account.post[corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37] else s7 // at corpus.extra.reflectcapture.fixed.Main.lambda$main$0(Main.java:41)
  s4_1: goto exit                        // at corpus.extra.reflectcapture.fixed.Main.lambda$main$0(Main.java:41)
  s7: read java.lang.System.out          // at corpus.extra.reflectcapture.fixed.Main.lambda$main$0(Main.java:43)
}

proc corpus.extra.reflectcapture.fixed.Main.lambda$main$1[corpus.extra.reflectcapture.fixed.Main.main:46#16] {
  s2: acquire corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37 // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:47)
  s3: call corpus.extra.reflectcapture.fixed.Main.pause // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:48)
  s4: read corpus.extra.reflectcapture.fixed.Main.LEDGER // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:49)
  s5: acquire java.lang.Object@Main.java:16 // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:49)
  s6: read java.lang.System.out          // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:50)
  s8: release java.lang.Object@Main.java:16 // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:51)
  s18: release corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37 // at corpus.extra.reflectcapture.fixed.Main.lambda$main$1(Main.java:52)
}

proc corpus.extra.reflectcapture.fixed.Main.main {
  s2: call corpus.extra.reflectcapture.fixed.Main$Account.<init>[corpus.extra.reflectcapture.fixed.Main$Account@Main.java:37] // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:37)
  s15: fork corpus.extra.reflectcapture.fixed.Main.lambda$main$0[corpus.extra.reflectcapture.fixed.Main.main:39#15] java.lang.Thread@Main.java:39 // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:54)
  s16: fork corpus.extra.reflectcapture.fixed.Main.lambda$main$1[corpus.extra.reflectcapture.fixed.Main.main:46#16] java.lang.Thread@Main.java:46 // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:55)
  s17: join java.lang.Thread@Main.java:39 // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:56)
  s18: join java.lang.Thread@Main.java:46 // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:57)
}

proc corpus.extra.reflectcapture.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.reflectcapture.fixed.Main.<clinit> // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:37)
  main: call corpus.extra.reflectcapture.fixed.Main.main // at corpus.extra.reflectcapture.fixed.Main.main(Main.java:37)
}
