main corpus.variants.yield.Main.main

proc corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:20,corpus.variants.yield.Main$Office@Main.java:46] {
}

proc corpus.variants.yield.Main$Office.<init>[corpus.variants.yield.Main$Office@Main.java:46] {
  s3: call corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:20,corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.<init>(Main.java:20)
  s4: write corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.<init>(Main.java:20)
  s6: call corpus.variants.yield.Main$Drawer.<init>[corpus.variants.yield.Main$Drawer@Main.java:20,corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.<init>(Main.java:21)
  s7: write corpus.variants.yield.Main$Office@Main.java:46.bottom // at corpus.variants.yield.Main$Office.<init>(Main.java:21)
}

proc corpus.variants.yield.Main$Office.drawer[args(p0=0),corpus.variants.yield.Main$Office@Main.java:46] {
  s3: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.drawer(Main.java:26)
}

proc corpus.variants.yield.Main$Office.drawer[args(p0=1),corpus.variants.yield.Main$Office@Main.java:46] {
  s5: read corpus.variants.yield.Main$Office@Main.java:46.bottom // at corpus.variants.yield.Main$Office.drawer(Main.java:28)
}

proc corpus.variants.yield.Main$Office.file[args(p0=0;p1=1),corpus.variants.yield.Main$Office@Main.java:46] {
  s3: call corpus.variants.yield.Main$Office.drawer[args(p0=0),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s5: call corpus.variants.yield.Main$Office.drawer[args(p0=1),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s7: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s21: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
}

proc corpus.variants.yield.Main$Office.file[args(p0=1;p1=0),corpus.variants.yield.Main$Office@Main.java:46] {
  s3: call corpus.variants.yield.Main$Office.drawer[args(p0=1),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s4: acquire corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:37)
  s5: call corpus.variants.yield.Main$Office.drawer[args(p0=0),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s6: acquire corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:38)
  s7: read corpus.variants.yield.Main$Office@Main.java:46.top // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s8: read corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s10: write corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46].papers // at corpus.variants.yield.Main$Office.file(Main.java:39)
  s11: release corpus.variants.yield.Main$Drawer@Main.java:20[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:40)
  s21: release corpus.variants.yield.Main$Drawer@Main.java:21[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main$Office.file(Main.java:41)
}

proc corpus.variants.yield.Main.lambda$main$0[corpus.variants.yield.Main.main:47#7] {
  s1: call corpus.variants.yield.Main$Office.file[args(p0=0;p1=1),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main.lambda$main$0(Main.java:47)
}

proc corpus.variants.yield.Main.lambda$main$1[corpus.variants.yield.Main.main:48#11] {
  s1: call corpus.variants.yield.Main$Office.file[args(p0=1;p1=0),corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main.lambda$main$1(Main.java:48)
}

proc corpus.variants.yield.Main.main {
  s2: call corpus.variants.yield.Main$Office.<init>[corpus.variants.yield.Main$Office@Main.java:46] // at corpus.variants.yield.Main.main(Main.java:46)
  s7: fork corpus.variants.yield.Main.lambda$main$0[corpus.variants.yield.Main.main:47#7] java.lang.Thread@Main.java:47 // at corpus.variants.yield.Main.main(Main.java:47)
  s11: fork corpus.variants.yield.Main.lambda$main$1[corpus.variants.yield.Main.main:48#11] java.lang.Thread@Main.java:48 // at corpus.variants.yield.Main.main(Main.java:48)
}
