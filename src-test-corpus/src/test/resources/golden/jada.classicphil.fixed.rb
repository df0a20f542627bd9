main corpus.jada.classicphil.fixed.Main.main

proc corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:47] {
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:24)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:24)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s4: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:24)
  s5: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.<init>(Main.java:25)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] {
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=1 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51]#args,p0=1 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52]#args,p0=1 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:29)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=0 {
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10e1: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e3: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=0 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:29)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10e1: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:48 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e3: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=0 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s2: jump exit s4                       // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:29)
  s4: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52]#args,p0=1 {
  s4e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.left // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s5e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:32)
  s6e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.right // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s7e1: acquire corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:33)
  s8e1: read corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s10e1: write corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52.eaten // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:34)
  s11e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:49 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:35)
  s21e1: release corpus.jada.classicphil.fixed.Main$Fork@Main.java:47 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:36)
  s24e3: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50]#args,p0=0 // at corpus.jada.classicphil.fixed.Main$Philosopher.dine(Main.java:37)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] {
  s1: call corpus.jada.classicphil.fixed.Main$Philosopher.dine[args(p0=2),corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main$Philosopher.run(Main.java:42)
}

proc corpus.jada.classicphil.fixed.Main.main {
  s2: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:47] // at corpus.jada.classicphil.fixed.Main.main(Main.java:47)
  s5: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:47] // at corpus.jada.classicphil.fixed.Main.main(Main.java:48)
  s8: call corpus.jada.classicphil.fixed.Main$Fork.<init>[corpus.jada.classicphil.fixed.Main$Fork@Main.java:47] // at corpus.jada.classicphil.fixed.Main.main(Main.java:49)
  s12: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] // at corpus.jada.classicphil.fixed.Main.main(Main.java:50)
  s14: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:50] java.lang.Thread@Main.java:50 // at corpus.jada.classicphil.fixed.Main.main(Main.java:50)
  s17: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] // at corpus.jada.classicphil.fixed.Main.main(Main.java:51)
  s19: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:51] java.lang.Thread@Main.java:51 // at corpus.jada.classicphil.fixed.Main.main(Main.java:51)
  s22: call corpus.jada.classicphil.fixed.Main$Philosopher.<init>[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
  s24: fork corpus.jada.classicphil.fixed.Main$Philosopher.run[corpus.jada.classicphil.fixed.Main$Philosopher@Main.java:52] java.lang.Thread@Main.java:52 // at corpus.jada.classicphil.fixed.Main.main(Main.java:52)
}
