main corpus.extra.finalorder.Main.main
var corpus.extra.finalorder.Main$Account@Main.java:45.id { 0 1 } = 0
var corpus.extra.finalorder.Main$Account@Main.java:46.id { 0 1 } = 0

proc corpus.extra.finalorder.Main$Account.<init>[corpus.extra.finalorder.Main$Account@Main.java:45] {
  s3: write corpus.extra.finalorder.Main$Account@Main.java:45.balance // at corpus.extra.finalorder.Main$Account.<init>(Main.java:19)
  s4: assign corpus.extra.finalorder.Main$Account@Main.java:45.id 1 // at corpus.extra.finalorder.Main$Account.<init>(Main.java:22)
}

proc corpus.extra.finalorder.Main$Account.<init>[corpus.extra.finalorder.Main$Account@Main.java:46] {
  s3: write corpus.extra.finalorder.Main$Account@Main.java:46.balance // at corpus.extra.finalorder.Main$Account.<init>(Main.java:19)
  s4: assign corpus.extra.finalorder.Main$Account@Main.java:46.id 1 // at corpus.extra.finalorder.Main$Account.<init>(Main.java:22)
}

proc corpus.extra.finalorder.Main.lambda$main$0[corpus.extra.finalorder.Main.main:47#11] {
  s2: call corpus.extra.finalorder.Main.transfer[corpus.extra.finalorder.Main.lambda$main$0:47#2,corpus.extra.finalorder.Main.main:47#11] // at corpus.extra.finalorder.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.finalorder.Main.main {
  s2: call corpus.extra.finalorder.Main$Account.<init>[corpus.extra.finalorder.Main$Account@Main.java:45] // at corpus.extra.finalorder.Main.main(Main.java:45)
  s5: call corpus.extra.finalorder.Main$Account.<init>[corpus.extra.finalorder.Main$Account@Main.java:46] // at corpus.extra.finalorder.Main.main(Main.java:46)
  s11: fork corpus.extra.finalorder.Main.lambda$main$0[corpus.extra.finalorder.Main.main:47#11] java.lang.Thread@Main.java:47 // at corpus.extra.finalorder.Main.main(Main.java:48)
  s12: call corpus.extra.finalorder.Main.transfer[corpus.extra.finalorder.Main.main:49#12] // at corpus.extra.finalorder.Main.main(Main.java:49)
  s13: join java.lang.Thread@Main.java:47 // at corpus.extra.finalorder.Main.main(Main.java:50)
}

proc corpus.extra.finalorder.Main.transfer[corpus.extra.finalorder.Main.lambda$main$0:47#2,corpus.extra.finalorder.Main.main:47#11] {
  s3: read corpus.extra.finalorder.Main$Account@Main.java:45.id // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s3_1: goto s4e1                        // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s27: acquire corpus.extra.finalorder.Main$Account@Main.java:46 // at corpus.extra.finalorder.Main.transfer(Main.java:35)
  s29: acquire corpus.extra.finalorder.Main$Account@Main.java:45 // at corpus.extra.finalorder.Main.transfer(Main.java:36)
  s30: read corpus.extra.finalorder.Main$Account@Main.java:45.balance // at corpus.extra.finalorder.Main.transfer(Main.java:37)
  s32: write corpus.extra.finalorder.Main$Account@Main.java:45.balance // at corpus.extra.finalorder.Main.transfer(Main.java:37)
  s33: read corpus.extra.finalorder.Main$Account@Main.java:46.balance // at corpus.extra.finalorder.Main.transfer(Main.java:38)
  s35: write corpus.extra.finalorder.Main$Account@Main.java:46.balance // at corpus.extra.finalorder.Main.transfer(Main.java:38)
  s36: release corpus.extra.finalorder.Main$Account@Main.java:45 // at corpus.extra.finalorder.Main.transfer(Main.java:39)
  s46: release corpus.extra.finalorder.Main$Account@Main.java:46 // at corpus.extra.finalorder.Main.transfer(Main.java:40)
  s46_1: goto exit                       // at corpus.extra.finalorder.Main.transfer(Main.java:40)
  s4e1: read corpus.extra.finalorder.Main$Account@Main.java:46.id // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s4e1_1: goto s27                       // at corpus.extra.finalorder.Main.transfer(Main.java:27)
}

proc corpus.extra.finalorder.Main.transfer[corpus.extra.finalorder.Main.main:49#12] {
  s3: read corpus.extra.finalorder.Main$Account@Main.java:46.id // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s3_1: goto s4e1                        // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s27: acquire corpus.extra.finalorder.Main$Account@Main.java:45 // at corpus.extra.finalorder.Main.transfer(Main.java:35)
  s29: acquire corpus.extra.finalorder.Main$Account@Main.java:46 // at corpus.extra.finalorder.Main.transfer(Main.java:36)
  s30: read corpus.extra.finalorder.Main$Account@Main.java:46.balance // at corpus.extra.finalorder.Main.transfer(Main.java:37)
  s32: write corpus.extra.finalorder.Main$Account@Main.java:46.balance // at corpus.extra.finalorder.Main.transfer(Main.java:37)
  s33: read corpus.extra.finalorder.Main$Account@Main.java:45.balance // at corpus.extra.finalorder.Main.transfer(Main.java:38)
  s35: write corpus.extra.finalorder.Main$Account@Main.java:45.balance // at corpus.extra.finalorder.Main.transfer(Main.java:38)
  s36: release corpus.extra.finalorder.Main$Account@Main.java:46 // at corpus.extra.finalorder.Main.transfer(Main.java:39)
  s46: release corpus.extra.finalorder.Main$Account@Main.java:45 // at corpus.extra.finalorder.Main.transfer(Main.java:40)
  s46_1: goto exit                       // at corpus.extra.finalorder.Main.transfer(Main.java:40)
  s4e1: read corpus.extra.finalorder.Main$Account@Main.java:45.id // at corpus.extra.finalorder.Main.transfer(Main.java:27)
  s4e1_1: goto s27                       // at corpus.extra.finalorder.Main.transfer(Main.java:27)
}
