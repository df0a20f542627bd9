main entry

proc corpus.extra.reflectcapture.Main$Account.<init>[corpus.extra.reflectcapture.Main$Account@Main.java:40] {
}

proc corpus.extra.reflectcapture.Main$Account.post[corpus.extra.reflectcapture.Main$Account@Main.java:40] {
  sync: acquire corpus.extra.reflectcapture.Main$Account@Main.java:40 // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
  s1: call corpus.extra.reflectcapture.Main.pause // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
  s2: read corpus.extra.reflectcapture.Main.LEDGER // at corpus.extra.reflectcapture.Main$Account.post(Main.java:33)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectcapture.Main$Account.post(Main.java:33)
  s4: read java.lang.System.out          // at corpus.extra.reflectcapture.Main$Account.post(Main.java:34)
  s5: jump s6 s10                        // at corpus.extra.reflectcapture.Main$Account.post(Main.java:34)
  s6: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcapture.Main$Account.post(Main.java:35)
  s6_1: goto ret_0                       // at corpus.extra.reflectcapture.Main$Account.post(Main.java:35)
  s10: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcapture.Main$Account.post(Main.java)
  s10_1: goto raise_0                    // at corpus.extra.reflectcapture.Main$Account.post(Main.java)
  ret_0: release corpus.extra.reflectcapture.Main$Account@Main.java:40 // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
  ret_0_1: goto exit                     // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
  raise_0: release corpus.extra.reflectcapture.Main$Account@Main.java:40 // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
  raise: raise                           // at corpus.extra.reflectcapture.Main$Account.post(Main.java:32)
}

proc corpus.extra.reflectcapture.Main.<clinit> {
  s2: write corpus.extra.reflectcapture.Main.LEDGER // at corpus.extra.reflectcapture.Main.<clinit>(Main.java:19)
}

proc corpus.extra.reflectcapture.Main.lambda$main$0[corpus.extra.reflectcapture.Main.main:42#15] {
  s4: call corpus.extra.reflectcapture.Main$Account.post[corpus.extra.reflectcapture.Main$Account@Main.java:40] else s7 // at corpus.extra.reflectcapture.Main.lambda$main$0(Main.java:44)
  s4_1: goto exit                        // at corpus.extra.reflectcapture.Main.lambda$main$0(Main.java:44)
  s7: read java.lang.System.out          // at corpus.extra.reflectcapture.Main.lambda$main$0(Main.java:46)
}

proc corpus.extra.reflectcapture.Main.lambda$main$1[corpus.extra.reflectcapture.Main.main:49#16] {
  s1: read corpus.extra.reflectcapture.Main.LEDGER // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:50)
  s2: acquire java.lang.Object@Main.java:19 // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:50)
  s3: call corpus.extra.reflectcapture.Main.pause // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:51)
  s5: acquire corpus.extra.reflectcapture.Main$Account@Main.java:40 // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:52)
  s6: read java.lang.System.out          // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:53)
  s8: release corpus.extra.reflectcapture.Main$Account@Main.java:40 // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:54)
  s18: release java.lang.Object@Main.java:19 // at corpus.extra.reflectcapture.Main.lambda$main$1(Main.java:55)
}

proc corpus.extra.reflectcapture.Main.main {
  s2: call corpus.extra.reflectcapture.Main$Account.<init>[corpus.extra.reflectcapture.Main$Account@Main.java:40] // at corpus.extra.reflectcapture.Main.main(Main.java:40)
  s15: fork corpus.extra.reflectcapture.Main.lambda$main$0[corpus.extra.reflectcapture.Main.main:42#15] java.lang.Thread@Main.java:42 // at corpus.extra.reflectcapture.Main.main(Main.java:57)
  s16: fork corpus.extra.reflectcapture.Main.lambda$main$1[corpus.extra.reflectcapture.Main.main:49#16] java.lang.Thread@Main.java:49 // at corpus.extra.reflectcapture.Main.main(Main.java:58)
  s17: join java.lang.Thread@Main.java:42 // at corpus.extra.reflectcapture.Main.main(Main.java:59)
  s18: join java.lang.Thread@Main.java:49 // at corpus.extra.reflectcapture.Main.main(Main.java:60)
}

proc corpus.extra.reflectcapture.Main.pause {
}

proc entry {
  init0: call corpus.extra.reflectcapture.Main.<clinit> // at corpus.extra.reflectcapture.Main.main(Main.java:40)
  main: call corpus.extra.reflectcapture.Main.main // at corpus.extra.reflectcapture.Main.main(Main.java:40)
}
