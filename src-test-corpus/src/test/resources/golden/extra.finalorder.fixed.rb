main corpus.extra.finalorder.fixed.Main.main

proc corpus.extra.finalorder.fixed.Main$Account.<init>[corpus.extra.finalorder.fixed.Main$Account@Main.java:43] {
  s3: write corpus.extra.finalorder.fixed.Main$Account@Main.java:43.balance // at corpus.extra.finalorder.fixed.Main$Account.<init>(Main.java:17)
  s4: write corpus.extra.finalorder.fixed.Main$Account@Main.java:43.id // at corpus.extra.finalorder.fixed.Main$Account.<init>(Main.java:20)
}

proc corpus.extra.finalorder.fixed.Main$Account.<init>[corpus.extra.finalorder.fixed.Main$Account@Main.java:44] {
  s3: write corpus.extra.finalorder.fixed.Main$Account@Main.java:44.balance // at corpus.extra.finalorder.fixed.Main$Account.<init>(Main.java:17)
  s4: write corpus.extra.finalorder.fixed.Main$Account@Main.java:44.id // at corpus.extra.finalorder.fixed.Main$Account.<init>(Main.java:20)
}

proc corpus.extra.finalorder.fixed.Main.lambda$main$0[corpus.extra.finalorder.fixed.Main.main:45#11] {
  s2: call corpus.extra.finalorder.fixed.Main.transfer[corpus.extra.finalorder.fixed.Main.lambda$main$0:45#2,corpus.extra.finalorder.fixed.Main.main:45#11] // at corpus.extra.finalorder.fixed.Main.lambda$main$0(Main.java:45)
}

proc corpus.extra.finalorder.fixed.Main.main {
  s2: call corpus.extra.finalorder.fixed.Main$Account.<init>[corpus.extra.finalorder.fixed.Main$Account@Main.java:43] // at corpus.extra.finalorder.fixed.Main.main(Main.java:43)
  s5: call corpus.extra.finalorder.fixed.Main$Account.<init>[corpus.extra.finalorder.fixed.Main$Account@Main.java:44] // at corpus.extra.finalorder.fixed.Main.main(Main.java:44)
  s11: fork corpus.extra.finalorder.fixed.Main.lambda$main$0[corpus.extra.finalorder.fixed.Main.main:45#11] java.lang.Thread@Main.java:45 // at corpus.extra.finalorder.fixed.Main.main(Main.java:46)
  s12: call corpus.extra.finalorder.fixed.Main.transfer[corpus.extra.finalorder.fixed.Main.main:47#12] // at corpus.extra.finalorder.fixed.Main.main(Main.java:47)
  s13: join java.lang.Thread@Main.java:45 // at corpus.extra.finalorder.fixed.Main.main(Main.java:48)
}

proc corpus.extra.finalorder.fixed.Main.transfer[corpus.extra.finalorder.fixed.Main.lambda$main$0:45#2,corpus.extra.finalorder.fixed.Main.main:45#11] {
  s3: read corpus.extra.finalorder.fixed.Main$Account@Main.java:43.id // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s3_1: goto s4e1                        // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s7: acquire corpus.extra.finalorder.fixed.Main$Account@Main.java:43 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:26)
  s9: acquire corpus.extra.finalorder.fixed.Main$Account@Main.java:44 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:27)
  s10: read corpus.extra.finalorder.fixed.Main$Account@Main.java:43.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:28)
  s12: write corpus.extra.finalorder.fixed.Main$Account@Main.java:43.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:28)
  s13: read corpus.extra.finalorder.fixed.Main$Account@Main.java:44.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:29)
  s15: write corpus.extra.finalorder.fixed.Main$Account@Main.java:44.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:29)
  s16: release corpus.extra.finalorder.fixed.Main$Account@Main.java:44 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:30)
  s48: release corpus.extra.finalorder.fixed.Main$Account@Main.java:43 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:31)
  s48_1: goto exit                       // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:31)
  s4e1: read corpus.extra.finalorder.fixed.Main$Account@Main.java:44.id // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s4e1_1: goto s7                        // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
}

proc corpus.extra.finalorder.fixed.Main.transfer[corpus.extra.finalorder.fixed.Main.main:47#12] {
  s3: read corpus.extra.finalorder.fixed.Main$Account@Main.java:44.id // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s3_1: goto s4e1                        // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s27: acquire corpus.extra.finalorder.fixed.Main$Account@Main.java:43 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:33)
  s29: acquire corpus.extra.finalorder.fixed.Main$Account@Main.java:44 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:34)
  s30: read corpus.extra.finalorder.fixed.Main$Account@Main.java:44.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:35)
  s32: write corpus.extra.finalorder.fixed.Main$Account@Main.java:44.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:35)
  s33: read corpus.extra.finalorder.fixed.Main$Account@Main.java:43.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:36)
  s35: write corpus.extra.finalorder.fixed.Main$Account@Main.java:43.balance // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:36)
  s36: release corpus.extra.finalorder.fixed.Main$Account@Main.java:44 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:37)
  s46: release corpus.extra.finalorder.fixed.Main$Account@Main.java:43 // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:38)
  s46_1: goto exit                       // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:38)
  s4e1: read corpus.extra.finalorder.fixed.Main$Account@Main.java:43.id // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
  s4e1_1: goto s27                       // at corpus.extra.finalorder.fixed.Main.transfer(Main.java:25)
}
